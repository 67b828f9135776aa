// Compiled into both the app and the widget: its module is the app, and the widget too.
struct CountLabel {
    var text = "0"
}

// The widget: a file-system-synchronized folder.
struct TallyWidget {
    let label = CountLabel()
}

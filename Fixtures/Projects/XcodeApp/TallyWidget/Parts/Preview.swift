// Left out of the widget by a membership exception.
struct WidgetPreview {}

// Not staged; nothing to report.
final class Loader {
    let pageSize = 20
}

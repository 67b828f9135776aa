// The project's own wrapper, in a file that imports no DI library.
final class ReaderModel {
    @Inject var reader: Reader // expect-warning: locator-outside-composition-root "injects 'Reader'"
}

import Swinject

// A harness the test files extend, each with a `private` type of one name nested in
// it: every file's is a type of its own, registered and resolved only where declared.
final class Harness {
    let container = Container()
}

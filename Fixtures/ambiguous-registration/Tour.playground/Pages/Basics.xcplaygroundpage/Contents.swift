import Dip

protocol Speaker {}
final class QuietSpeaker: Speaker {}
final class LoudSpeaker: Speaker {}

// Each page is a program of its own, with its own container.
let container = DependencyContainer()
container.register { QuietSpeaker() as Speaker }
let speaker = try! container.resolve() as Speaker

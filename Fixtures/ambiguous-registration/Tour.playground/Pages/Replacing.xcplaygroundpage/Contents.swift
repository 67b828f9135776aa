import Dip

protocol Speaker {}
final class QuietSpeaker: Speaker {}
final class LoudSpeaker: Speaker {}

let container = DependencyContainer()
container.register { QuietSpeaker() as Speaker } // expect-note: ambiguous-registration
container.register { LoudSpeaker() as Speaker } // expect-error: ambiguous-registration "silently replaces"

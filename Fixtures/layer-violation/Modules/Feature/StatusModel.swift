import Core
import Networking // expect-error: layer-violation "layer 'Feature' imports 'Networking'"

final class StatusModel {
    let stack = Networking() // expect-error: layer-violation "uses (an initializer call) 'Networking' of layer 'Networking'"
}

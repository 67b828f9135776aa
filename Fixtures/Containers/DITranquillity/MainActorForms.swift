import DITranquillity

// Registrations that say where they were made, or that build on the main actor.

protocol Chime {}
final class DoorChime: Chime {}

@MainActor final class Banner {
    init(chime: Chime) {}
}

@MainActor final class Toast {}

final class InterfacePart: DIPart {
    static func load(container: DIContainer) {
        container.register(main: Banner.init) // expect-registration: Banner // expect-resolution: Chime forced by=Banner
        container.register(main: { Toast() }) // expect-registration: Toast
        container.register(line: 12, DoorChime.init) // expect-registration: DoorChime as=Chime
            .as(Chime.self)
        container.register(file: "Parts.swift", line: 30, main: Toast.init) // expect-registration: Toast
    }
}

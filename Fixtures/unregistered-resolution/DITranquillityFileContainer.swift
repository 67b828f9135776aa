import DITranquillity

// A container the file keeps in a global of any name is read as one: its registrations
// answer what it resolves, and what nothing registers is still found.
protocol Ticketing {}
final class BoxOffice: Ticketing { init() {} }
final class Usher {}
final class SeatingPlan { init(ticketing: Ticketing, usher: Usher) {} }

let theatre = DIContainer()

func openTheatre() {
    theatre.register(BoxOffice.init).as(Ticketing.self).lifetime(.single)
    theatre.register(SeatingPlan.init) // expect-error: unregistered-resolution "'Usher' is resolved here"
}

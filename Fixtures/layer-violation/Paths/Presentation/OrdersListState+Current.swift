// Nested in a type of this layer, declared in another file: inside its outer type a bare
// name is the nested one, not the data layer's Status.
extension OrdersListState {
    func current() -> Status { .idle }
}

struct OrdersListState {
    enum Status { case idle, busy }
}

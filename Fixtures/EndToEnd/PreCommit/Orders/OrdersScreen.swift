import Swinject

// Staged: a suppression that suppresses nothing is reported for this file.
final class OrdersScreen {
    // dilint:disable:next not-a-rule-in-a-staged-file
    let title = "Orders"
}

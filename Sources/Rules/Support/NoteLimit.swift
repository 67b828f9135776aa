/// Notes one finding lists, at most. A type registered thousands of times would
/// otherwise be named in full at each of its resolutions: findings times registrations.
/// Real projects stay well below it (the corpus's longest list has 89).
enum NoteLimit {
    static let perFinding = 200
}

extension Index: Searching {}

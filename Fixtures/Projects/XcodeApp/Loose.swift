// In no target: the rest of the tree, one module.
enum Loose {}

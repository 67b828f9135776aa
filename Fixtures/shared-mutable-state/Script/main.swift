// A script's top-level variables are its locals.
var arguments = CommandLine.arguments
var verbose = arguments.contains("-v")
print(verbose)

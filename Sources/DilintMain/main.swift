import DilintCore
import Foundation

exit(CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))

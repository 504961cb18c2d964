package dev.sudoku.cli;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * An option the command does not have, or a required option or argument left out, refused in one line like
 * every other usage error (exit 2): {@code sudoku: rate has no option --count; sudoku rate --help lists its
 * options}, with the nearest options when some are close ({@code did you mean --format?}); {@code sudoku:
 * batch needs JOB; sudoku batch --help lists what it takes}; {@code sudoku: --format needs a value (<format>)}. Picocli's own handling printed the whole usage
 * text after its sentence, some 40 lines that pushed the reason off a small terminal.
 */
final class UsageErrorLine {
    private UsageErrorLine() {}

    /** The sentence after {@code sudoku: } for {@code ex}, when it is one of these two errors. */
    static Optional<String> of(ParameterException ex) {
        if (ex instanceof UnmatchedArgumentException unmatched
                && unmatched.isUnknownOption()
                && !unmatched.getUnmatched().isEmpty()) {
            return Optional.of(unknownOption(unmatched));
        }
        if (ex instanceof MissingParameterException missing
                && !missing.getMissing().isEmpty()) {
            // Picocli checks the required options before it refuses an unknown one, but a mistyped option
            // is the likelier cause: --outpt=book.pdf said "print needs --output=FILE", hiding the typo.
            List<String> unknown = ex.getCommandLine().getUnmatchedArguments().stream()
                    .filter(argument -> argument.startsWith("-"))
                    .toList();
            if (!unknown.isEmpty()) {
                return Optional.of(unknownOption(new UnmatchedArgumentException(ex.getCommandLine(), unknown)));
            }
            return Optional.of(missing(missing));
        }
        return Optional.empty();
    }

    private static String unknownOption(UnmatchedArgumentException ex) {
        String option = ex.getUnmatched().get(0);
        int value = option.indexOf('=');
        // --formt=json is refused as --formt: the value is not the part that is wrong.
        String name = value > 0 ? option.substring(0, value) : option;
        Command command = Command.of(ex);
        List<String> near = ex.getSuggestions().stream()
                .filter(suggestion -> suggestion.startsWith("-"))
                .toList();
        String head = command.sub().isEmpty() ? "no option " + name : command.sub() + " has no option " + name;
        return near.isEmpty()
                ? head + "; " + command.help() + " lists its " + (command.sub().isEmpty() ? "commands" : "options")
                : head + "; did you mean " + String.join(" or ", near) + "?";
    }

    private static String missing(MissingParameterException ex) {
        // Picocli's sentence for an option written last, without its value: the option is there, its value not.
        if (ex.getMessage().startsWith("Missing required parameter for option")
                && ex.getMissing().get(0) instanceof OptionSpec option) {
            return option.longestName() + " needs a value (" + option.paramLabel() + ")";
        }
        Command command = Command.of(ex);
        String what = ex.getMissing().stream().map(UsageErrorLine::named).collect(Collectors.joining(" and "));
        return (command.sub().isEmpty() ? "sudoku" : command.sub()) + " needs " + what + "; " + command.help()
                + " lists what it takes";
    }

    /** An option as its usage line writes it ({@code --level=<level>}), an argument by its label ({@code JOB}). */
    private static String named(ArgSpec spec) {
        if (spec instanceof OptionSpec option) {
            return option.arity().max() == 0 ? option.longestName() : option.longestName() + "=" + option.paramLabel();
        }
        return spec.paramLabel();
    }

    /** The command's words after {@code sudoku} ({@code bank random}; empty for sudoku itself), and its help. */
    private record Command(String sub, String help) {
        static Command of(ParameterException ex) {
            String qualified = ex.getCommandLine().getCommandSpec().qualifiedName();
            int space = qualified.indexOf(' ');
            return new Command(space < 0 ? "" : qualified.substring(space + 1), qualified + " --help");
        }
    }
}

package dev.sudoku.cli;

import dev.sudoku.cli.io.OutputFailedException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code sudoku solve [--threads N] [--format line|grid|json] [PUZZLE|FILE...]}, the commonest command lines of
 * all (a collection piped through, a script asking for one puzzle at a time), run without picocli's model of
 * the command. Building that model (reading the options' annotations, code run once and so interpreted, in a
 * JVM just started) took about 0.1 s: a fifth of a whole-file solve of the 49,158-puzzle 17-clue collection,
 * half of a one-puzzle solve (see README, section Speed). Only those shapes are taken here; any other
 * argument (another option, {@code -}, an {@code @file}, an option given twice or with a value other than
 * a plain positive count or a format's lower-case name) leaves the whole command line to picocli, whose
 * parsing and messages stay the only ones. What runs is the same {@link SolveCommand}, each field as picocli
 * leaves it for an option not given.
 */
final class QuickSolve {
    /** The command's name in its messages, as picocli gives it. */
    static final String NAME = "sudoku " + SolveCommand.NAME;

    private static final Pattern POSITIVE = Pattern.compile("[1-9][0-9]{0,8}");
    private static final Pattern FORMAT = Pattern.compile("line|grid|json");

    /** The options taken here and the values each may have. */
    private enum Taken {
        THREADS("--threads", POSITIVE),
        FORMAT("--format", QuickSolve.FORMAT);

        private final String name;
        private final Pattern values;

        Taken(String name, Pattern values) {
            this.name = name;
            this.values = values;
        }
    }

    private QuickSolve() {}

    /** The command {@code args} name, ready to run, or empty when picocli must read them. */
    static Optional<SolveCommand> command(String... args) {
        if (args.length == 0 || !args[0].equals(SolveCommand.NAME)) {
            return Optional.empty();
        }
        Map<Taken, String> given = new EnumMap<>(Taken.class);
        List<String> inputs = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("-") && !arg.startsWith("@")) {
                inputs.add(arg);
                continue;
            }
            Optional<Taken> option = Optional.empty();
            String value = null;
            for (Taken taken : Taken.values()) {
                if (arg.equals(taken.name) && i + 1 < args.length) {
                    option = Optional.of(taken);
                    value = args[++i];
                    break;
                }
                if (arg.startsWith(taken.name + "=")) {
                    option = Optional.of(taken);
                    value = arg.substring(taken.name.length() + 1);
                    break;
                }
            }
            if (option.isEmpty()
                    || given.containsKey(option.get())
                    || !option.get().values.matcher(value).matches()) {
                return Optional.empty();
            }
            given.put(option.get(), value);
        }
        SolveCommand command = new SolveCommand();
        if (given.containsKey(Taken.THREADS)) {
            command.run.threads = Integer.valueOf(given.get(Taken.THREADS));
        }
        if (given.containsKey(Taken.FORMAT)) {
            command.format = OutputFormat.valueOf(given.get(Taken.FORMAT).toUpperCase(Locale.ROOT));
        }
        command.input.files = inputs;
        return Optional.of(command);
    }

    /**
     * Runs the command in {@code context} and returns its exit code; a failure ends it as picocli's run of
     * the same command would ({@link CommandTree}).
     */
    static int run(SolveCommand command, CommandContext context) {
        command.runIn(context);
        try {
            int code = command.call();
            context.out().flush();
            return code;
        } catch (OutputFailedException e) {
            return CommandFailures.failedWrite(context.err(), e);
        } catch (RuntimeException e) {
            return CommandFailures.failure(e, context.err());
        }
    }
}

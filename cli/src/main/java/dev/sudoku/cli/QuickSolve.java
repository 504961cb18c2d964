package dev.sudoku.cli;

import dev.sudoku.cli.io.OutputFailedException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code sudoku solve [--threads N] [FILE...]}, the commonest command line of all, run without picocli's model
 * of the command. Building that model (reading the options' annotations, code run once and so interpreted,
 * in a JVM just started) took about 0.1 s, a fifth of a whole-file solve of the 49,158-puzzle 17-clue
 * collection (see README, section Speed). Only that shape is taken here; any other argument (another option,
 * {@code -}, an {@code @file}, {@code --threads} twice or with a count that is not a plain positive number)
 * leaves the whole command line to picocli, whose parsing and messages stay the only ones. What runs is the
 * same {@link SolveCommand}, each field as picocli leaves it for an option not given.
 */
final class QuickSolve {
    /** The command's name in its messages, as picocli gives it. */
    static final String NAME = "sudoku " + SolveCommand.NAME;

    private static final String THREADS = "--threads";
    private static final Pattern POSITIVE = Pattern.compile("[1-9][0-9]{0,8}");

    private QuickSolve() {}

    /** The command {@code args} name, ready to run, or empty when picocli must read them. */
    static Optional<SolveCommand> command(String... args) {
        if (args.length == 0 || !args[0].equals(SolveCommand.NAME)) {
            return Optional.empty();
        }
        Integer threads = null;
        List<String> inputs = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            String count;
            if (arg.equals(THREADS) && i + 1 < args.length) {
                count = args[++i];
            } else if (arg.startsWith(THREADS + "=")) {
                count = arg.substring(THREADS.length() + 1);
            } else if (arg.startsWith("-") || arg.startsWith("@")) {
                return Optional.empty();
            } else {
                inputs.add(arg);
                continue;
            }
            if (threads != null || !POSITIVE.matcher(count).matches()) {
                return Optional.empty();
            }
            threads = Integer.valueOf(count);
        }
        SolveCommand command = new SolveCommand();
        command.run.threads = threads;
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

package dev.sudoku.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Argument lists drawn from fuzz data and from the command tree itself: command names, the options each
 * command really has (so the list follows the commands as they change), values of every kind an option
 * may be given, and junk.
 */
final class CommandLineArgs {
    private static final String[] NUMBERS = {
        "0",
        "1",
        "-1",
        "2",
        "007",
        "2147483647",
        "2147483648",
        "-2147483649",
        "9223372036854775808",
        "1e3",
        "0x10",
        " 5",
        "+3",
        "1_000"
    };
    private static final String[] DECIMALS = {
        "3.5", "-0.1", "1.0..2.0", "3.0..4.4", "4.4..3.0", "..", "7.1", "20.1", "NaN", "Infinity", "1,5", "1.", "..5"
    };
    private static final String[] SHAPES = {"2x3", "3*3", "3X3", "0x0", "x", "1x64", "9x9x9", "2x", "-2x-3", "8x8"};
    private static final String[] TEXTS = {
        "", " ", "-", "--", "=", "a=b", "fiendish=6.0,diabolical=8.5", "easy=9.9", "EXTREME=1", "x-wing",
        "2-string kite", "%r/%p/%d %s", "%", "README.md", "/nonexistent/file", ".", "-5", "--x=1", "true", "false"
    };

    private CommandLineArgs() {}

    static List<String> from(FuzzedDataProvider data, CommandLine root) {
        List<String> args = new ArrayList<>();
        CommandLine command = root;
        List<String> names = new ArrayList<>(root.getSubcommands().keySet());
        if (data.consumeInt(0, 7) != 0) {
            String name = data.pickValue(names);
            args.add(name);
            command = root.getSubcommands().get(name);
        }
        args.addAll(options(data, command, names));
        return args;
    }

    /** Options of one command, with values of every kind, other words of the tree, and junk. */
    static List<String> options(FuzzedDataProvider data, CommandLine command, List<String> names) {
        List<String> args = new ArrayList<>();
        List<OptionSpec> options = command.getCommandSpec().options();
        int count = data.consumeInt(0, 8);
        for (int i = 0; i < count; i++) {
            OptionSpec option = data.pickValue(options);
            switch (data.consumeInt(0, 6)) {
                case 0, 1 -> args.add(data.pickValue(option.names()));
                case 2 -> args.add(data.pickValue(option.names()) + "=" + value(data, option));
                case 3 -> {
                    args.add(data.pickValue(option.names()));
                    args.add(value(data, option));
                }
                case 4 -> args.add(value(data, option));
                case 5 -> args.add(data.pickValue(names));
                default -> args.add(junk(data));
            }
        }
        return args;
    }

    /** A value for an option: one of its own kind, or of any other kind. */
    static String value(FuzzedDataProvider data, OptionSpec option) {
        return switch (data.consumeInt(0, 6)) {
            case 0 -> ofType(data, option.type());
            case 1 -> data.pickValue(NUMBERS);
            case 2 -> Integer.toString(data.consumeInt());
            case 3 -> data.pickValue(DECIMALS);
            case 4 -> data.pickValue(SHAPES);
            case 5 -> data.pickValue(TEXTS);
            default -> junk(data);
        };
    }

    private static String ofType(FuzzedDataProvider data, Class<?> type) {
        Object[] constants = type.getEnumConstants();
        if (constants != null && constants.length > 0) {
            String name = constants[data.consumeInt(0, constants.length - 1)].toString();
            return data.consumeBoolean() ? name.toLowerCase(Locale.ROOT) : name;
        }
        if (type == boolean.class || type == Boolean.class) {
            return data.consumeBoolean() ? "true" : "FALSE";
        }
        if (type == double.class || type == Double.class) {
            return Double.toString(data.consumeDouble());
        }
        return Long.toString(data.consumeLong());
    }

    /**
     * Anything at all, except a leading {@code @}: picocli reads {@code @file} arguments as files of more
     * arguments, which is reading files, not parsing, and out of this target's reach.
     */
    private static String junk(FuzzedDataProvider data) {
        String text = data.consumeString(24);
        return text.startsWith("@") ? "_" + text.substring(1) : text;
    }
}

package dev.sudoku.cli;

import dev.sudoku.api.WordList;
import dev.sudoku.api.settings.Refusal;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;

/**
 * The one wording of a value outside an option's choices, whatever the option and whether picocli or a
 * command checks it: {@code --format must be line, grid or json, not 'csv'} (exit 2), the choices written
 * as users type them.
 */
final class Choices {
    private Choices() {}

    /** The usage error for {@code value} given to {@code what} (an option, or "the job"). */
    static UsageException refused(String what, List<String> choices, String value) {
        return new UsageException(what + " " + mustBe(choices, value));
    }

    /** {@code must be line, grid or json, not 'csv'}. */
    static String mustBe(List<String> choices, String value) {
        return new Refusal(listed(choices), value).getMessage();
    }

    /** {@code line}, {@code line or json}, {@code line, grid or json}. */
    static String listed(List<String> choices) {
        return WordList.either(choices);
    }

    /** An enum's constants as users type them: lower case. */
    static List<String> of(Class<?> type) {
        return Arrays.stream(type.getEnumConstants())
                .map(constant -> ((Enum<?>) constant).name().toLowerCase(Locale.ROOT))
                .toList();
    }

    /**
     * Gives every enum option of the tree (single values and lists) a converter that refuses in this
     * wording, instead of picocli's {@code expected one of [LINE, GRID, JSON] (case-insensitive)}. Any case
     * is accepted, as before.
     */
    static void forEnumOptions(CommandLine cli) {
        Set<Class<?>> enums = new LinkedHashSet<>();
        collect(cli, enums);
        for (Class<?> type : enums) {
            register(cli, type);
        }
    }

    private static void collect(CommandLine command, Set<Class<?>> enums) {
        for (ArgSpec arg : command.getCommandSpec().args()) {
            if (arg.type().isEnum()) {
                enums.add(arg.type());
            }
            for (Class<?> element : arg.auxiliaryTypes()) {
                if (element.isEnum()) {
                    enums.add(element);
                }
            }
        }
        command.getSubcommands().values().forEach(sub -> collect(sub, enums));
    }

    private static <E> void register(CommandLine cli, Class<E> type) {
        List<String> names = of(type);
        cli.registerConverter(type, text -> {
            int index = names.indexOf(text.strip().toLowerCase(Locale.ROOT));
            if (index < 0) {
                throw new Refused(names, text);
            }
            return type.getEnumConstants()[index];
        });
    }

    /** A value outside an enum option's choices; {@link Main} puts the option's name before the message. */
    static final class Refused extends CommandLine.TypeConversionException {
        private static final long serialVersionUID = 1L;

        Refused(List<String> choices, String value) {
            super(mustBe(choices, value));
        }
    }
}

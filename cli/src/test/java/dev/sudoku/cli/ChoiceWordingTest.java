package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** A value outside an option's choices is refused in one wording by every command, the choices in lower case. */
class ChoiceWordingTest {
    private static final String PUZZLE =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void every_enum_option_of_every_command_names_its_choices_as_users_type_them() {
        List<String[]> checked = new ArrayList<>();
        walk(CommandTree.commandLine(), List.of(), checked);

        assertThat(checked).as("enum options found").hasSizeGreaterThan(20);
        for (String[] option : checked) {
            String[] args = Arrays.copyOf(option, option.length - 1);
            CommandRun run = CommandRun.of(args);
            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err())
                    .as(String.join(" ", args))
                    .isEqualTo("sudoku: " + args[args.length - 2] + " must be " + option[option.length - 1]
                            + ", not 'csv'\n");
        }
    }

    @Test
    void format_of_generate_is_refused_as_format_of_count_is() {
        CommandRun generate = CommandRun.of("generate", "--format", "csv");
        CommandRun count = CommandRun.of("count", "--box", "2x2", "--format", "grid");

        assertThat(generate.exitCode()).isEqualTo(2);
        assertThat(generate.err()).isEqualTo("sudoku: --format must be line, grid or json, not 'csv'\n");
        assertThat(count.exitCode()).isEqualTo(2);
        assertThat(count.err()).isEqualTo("sudoku: --format must be line or json, not 'grid'\n");
    }

    @Test
    void a_choice_is_taken_in_any_case() {
        CommandRun run = CommandRun.of("solve", "--format", "Json", PUZZLE);

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("{");
    }

    @Test
    void a_list_option_names_itself_once_and_the_bad_value() {
        CommandRun run = CommandRun.of("bench", "--levels", "easy,hardest");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err())
                .isEqualTo("sudoku: --levels must be easy, moderate, difficult, fiendish, diabolical or extreme,"
                        + " not 'hardest'\n");
    }

    @Test
    void choices_checked_by_the_commands_read_the_same() {
        assertThat(CommandRun.of("solve", "--solver", "fast", PUZZLE).err())
                .isEqualTo("sudoku: --solver must be auto, band, general or reference, not 'fast'\n");
        assertThat(CommandRun.of("generate", "--symmetry", "spiral").err())
                .isEqualTo("sudoku: --symmetry must be none, rotate180, rotate90, mirror, flip, diagonal,"
                        + " antidiagonal, full or random, not 'spiral'\n");
        assertThat(CommandRun.of("solve", "--variant", "sums", PUZZLE).err())
                .startsWith("sudoku: --variant must be jigsaw, x, ")
                .endsWith(" or partial-consecutive, not 'sums'\n");
        assertThat(CommandRun.of("bench", "--spark", "--spark-jobs", "solve").err())
                .isEqualTo("sudoku: --spark-jobs must be rate or dedupe, not 'solve'\n");
        assertThat(CommandRun.of("rate", "--format", "csv", PUZZLE).err())
                .isEqualTo("sudoku: --format must be line, grid, json or a template with % fields, not 'csv'\n");
    }

    /** Collects {command path..., option, "csv", expected choices} for every enum option of the tree. */
    private static void walk(CommandLine command, List<String> path, List<String[]> checked) {
        for (OptionSpec option : command.getCommandSpec().options()) {
            Class<?> type = option.type().isEnum() ? option.type() : option.auxiliaryTypes()[0];
            if (!type.isEnum() || option.hidden()) {
                continue;
            }
            List<String> args = new ArrayList<>(path);
            args.add(option.longestName());
            args.add("csv");
            args.add(lowerCase(type));
            checked.add(args.toArray(String[]::new));
        }
        command.getSubcommands().forEach((name, sub) -> {
            List<String> deeper = new ArrayList<>(path);
            deeper.add(name);
            walk(sub, deeper, checked);
        });
    }

    private static String lowerCase(Class<?> type) {
        List<String> names = Arrays.stream(type.getEnumConstants())
                .map(constant -> ((Enum<?>) constant).name().toLowerCase(Locale.ROOT))
                .toList();
        return names.size() == 1
                ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }
}

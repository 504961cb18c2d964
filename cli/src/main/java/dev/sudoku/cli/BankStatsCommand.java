package dev.sudoku.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankStats;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudoku bank stats}: how many puzzles per size and level, and how their ratings spread. */
@Command(
        name = "stats",
        mixinStandardHelpOptions = true,
        description = {
            "Counts the stored puzzles per size and level, and draws the histogram of their ER per size.",
            "Exit code 0, 1 when the bank cannot be read, 2 on a usage error."
        })
final class BankStatsCommand implements Callable<Integer> {
    private static final int BAR_WIDTH = 50;

    @Spec
    CommandSpec spec;

    @Mixin
    BankOption bank;

    @Option(
            names = "--format",
            defaultValue = "line",
            description = "line (tables) or json: {total, levels: [{size, level, count}], ratings: [{size, er,"
                    + " count}]}.")
    String format;

    @Override
    public Integer call() {
        boolean json = BankFormats.lineOrJson(format);
        PrintWriter out = spec.commandLine().getOut();
        try (Bank opened = bank.openForReading()) {
            BankStats stats = opened.puzzles().stats();
            out.print(json ? json(stats) : text(opened.location().describe(), stats));
        }
        return ExitCodes.OK;
    }

    private static String json(BankStats stats) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("total", stats.total());
        ArrayNode levels = root.putArray("levels");
        for (BankStats.LevelCount count : byLevelOrder(stats.levels())) {
            levels.addObject()
                    .put("size", count.size())
                    .put("level", count.level())
                    .put("count", count.count());
        }
        ArrayNode ratings = root.putArray("ratings");
        for (BankStats.RatingBucket bucket : stats.ratings()) {
            ratings.addObject()
                    .put("size", bucket.size())
                    .put("er", bucket.er())
                    .put("count", bucket.count());
        }
        return root + "\n";
    }

    private static String text(String where, BankStats stats) {
        StringBuilder text = new StringBuilder();
        text.append("# bank ")
                .append(where)
                .append(": ")
                .append(stats.total())
                .append(stats.total() == 1 ? " puzzle\n\n" : " puzzles\n\n");
        text.append("| Size | Level | Puzzles |\n|---|---|---:|\n");
        for (BankStats.LevelCount count : byLevelOrder(stats.levels())) {
            text.append("| ")
                    .append(count.size())
                    .append('x')
                    .append(count.size())
                    .append(" | ")
                    .append(count.level())
                    .append(" | ")
                    .append(count.count())
                    .append(" |\n");
        }
        long widest = stats.ratings().stream()
                .mapToLong(BankStats.RatingBucket::count)
                .max()
                .orElse(1);
        int size = -1;
        for (BankStats.RatingBucket bucket : stats.ratings()) {
            if (bucket.size() != size) {
                size = bucket.size();
                text.append("\nER of the ")
                        .append(size)
                        .append('x')
                        .append(size)
                        .append(" puzzles:\n");
            }
            int bar = (int) Math.max(1, Math.round((double) bucket.count() * BAR_WIDTH / widest));
            text.append(String.format(
                    java.util.Locale.ROOT, "%5.1f | %s %d%n", bucket.er(), "#".repeat(bar), bucket.count()));
        }
        return text.toString();
    }

    /** Sizes ascending, then the levels from Easy to Extreme (other words last, by name). */
    private static List<BankStats.LevelCount> byLevelOrder(List<BankStats.LevelCount> counts) {
        List<String> order =
                Arrays.stream(Level.values()).map(Level::displayName).toList();
        return counts.stream()
                .sorted(Comparator.comparingInt(BankStats.LevelCount::size)
                        .thenComparingInt(c -> order.contains(c.level()) ? order.indexOf(c.level()) : order.size())
                        .thenComparing(BankStats.LevelCount::level))
                .toList();
    }
}

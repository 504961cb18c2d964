package dev.sudoku.cli.text;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Rating;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code rate} as text: a template filled in per puzzle, as serate does: {@code %g} puzzle, {@code %r} ER,
 * {@code %p} EP, {@code %d} ED, {@code %s} HoDoKu score, {@code %l} level, {@code %t} time, {@code %T} the
 * technique that set ER, {@code %%} a percent sign. A puzzle that is not RATED prints {@code STATUS:
 * reason}, after the puzzle when the template shows it, so every line can be told apart.
 */
public final class RateTemplate implements ReportFormat {
    /** What {@code --format line} means. */
    public static final String LINE = "%r/%p/%d %s %l %T";

    private static final String FIELDS = "grpdslTt%";

    private final String template;

    private RateTemplate(String template) {
        this.template = template;
    }

    /** The template, or why it cannot be used: an unknown field, or a lone % at the end. */
    public static RateTemplate parse(String template) {
        Optional<String> problem = problem(template);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get());
        }
        return new RateTemplate(template);
    }

    private static Optional<String> problem(String template) {
        for (int i = 0; i < template.length(); i++) {
            if (template.charAt(i) != '%') {
                continue;
            }
            if (i + 1 == template.length()) {
                return Optional.of("the template ends with a lone %; write %% for a percent sign");
            }
            char field = template.charAt(++i);
            if (FIELDS.indexOf(field) < 0) {
                return Optional.of("unknown field %" + field + " in the template; the fields are %g puzzle, %r ER,"
                        + " %p EP, %d ED, %s HoDoKu score, %l level, %t time, %T hardest technique, %% percent");
            }
        }
        return Optional.empty();
    }

    @Override
    public String render(Report report) {
        if (report.status() != ResultStatus.RATED) {
            Object puzzle = report.get(Field.PUZZLE);
            String prefix = template.contains("%g") && puzzle != null ? puzzle + " " : "";
            return prefix + ReportText.problem(report) + "\n";
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < template.length(); i++) {
            char c = template.charAt(i);
            if (c != '%') {
                text.append(c);
                continue;
            }
            text.append(field(report, template.charAt(++i)));
        }
        return text.append('\n').toString();
    }

    private static String field(Report report, char field) {
        return switch (field) {
            case 'g' -> (String) report.get(Field.PUZZLE);
            case 'r' -> Rating.format((Double) report.get(Field.ER));
            case 'p' -> Rating.format((Double) report.get(Field.EP));
            case 'd' -> Rating.format((Double) report.get(Field.ED));
            case 's' -> String.valueOf(report.get(Field.SCORE));
            case 'l' -> (String) report.get(Field.LEVEL);
            case 't' -> String.format(Locale.ROOT, "%.3fs", ReportText.number(report, Field.MICROS) / 1e6);
            case 'T' -> Optional.ofNullable((String) report.get(Field.HARDEST))
                    .map(id -> TechniqueId.valueOf(id).displayName())
                    .orElse("-");
            default -> "%";
        };
    }
}

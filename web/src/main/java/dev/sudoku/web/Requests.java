package dev.sudoku.web;

import dev.sudoku.api.Origin;
import dev.sudoku.api.Profile;
import dev.sudoku.api.TimeLimit;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportJson;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.Catalogue;
import java.time.Duration;
import java.util.Optional;

/** What several endpoints read the same way. */
final class Requests {
    private Requests() {}

    /** Reports name where an entry came from: here, the request's {@code puzzle} field and its line. */
    static Origin origin(Entry entry) {
        return new Origin("puzzle", Math.max(entry.line(), 0));
    }

    static Catalogue profile(ApiRequest request, String fallback) {
        String name = request.string("profile").orElse(fallback);
        try {
            return Profile.named(name);
        } catch (IllegalArgumentException e) {
            throw Choices.refused("profile", Choices.PROFILES, name);
        }
    }

    static Optional<TimeLimit> budget(Duration time) {
        return Optional.of(new TimeLimit(time));
    }

    static Endpoint.Answer json(Report report) {
        return Endpoint.Answer.json(ReportJson.write(report));
    }

    /** A field that only some modes read, refused by name in the others (as the command line does). */
    static void refuse(ApiRequest request, String field, String why) {
        if (request.has(field)) {
            throw ApiProblem.badRequest(field, "'" + field + "' " + why);
        }
    }
}

package dev.sudoku.web;

import dev.sudoku.api.json.ReportJson;
import dev.sudoku.bank.BankReports;
import dev.sudoku.store.StoredPuzzle;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * {@code POST /api/bank/random}: a stored puzzle of a level ({@code level}, {@code size}, default 9), drawn
 * at random, as a {@code bank} report; 404 while the bank has none of that level. Either way the level is
 * checked for topping up in the background.
 */
final class BankRandomEndpoint extends Endpoint {
    private final WebBank bank;
    private final ThreadLocal<SplittableRandom> random = ThreadLocal.withInitial(() ->
            new SplittableRandom(System.nanoTime() ^ Thread.currentThread().getId()));

    BankRandomEndpoint(WebLimits limits, WebBank bank) {
        super(limits, "level", "size");
        this.bank = bank;
    }

    @Override
    Answer answer(ApiRequest request) {
        BankLevel shelf = BankLevel.of(request, limits);
        bank.topUp().check(shelf.shape(), shelf.level());
        Optional<StoredPuzzle> drawn =
                bank.puzzles().random(shelf.shape().size(), shelf.level().displayName(), random.get());
        StoredPuzzle puzzle = drawn.orElseThrow(() -> ApiProblem.notFound(
                "level", "the bank has no " + shelf.describe() + " puzzle yet; it is being filled, or generate one"));
        return Answer.json(ReportJson.write(BankReports.puzzle(puzzle, Optional.empty())));
    }
}

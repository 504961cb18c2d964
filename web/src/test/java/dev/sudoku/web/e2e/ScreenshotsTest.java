package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.rating.Level;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The screenshots of the main screens. Every run makes them (into {@code target/screenshots}) and checks
 * each is a whole picture; the ones kept in {@code docs/screenshots} for the README are remade on request
 * only, so that ordinary runs leave the committed files alone:
 *
 * <pre>./mvnw -o test -pl web -Dtest=ScreenshotsTest -Dsudoku.screenshots=true</pre>
 *
 * Look at every one before committing it: they are the page's appearance check.
 */
@ExtendWith(BrowserExtension.class)
class ScreenshotsTest {
    static final Path DIR = Boolean.getBoolean("sudoku.screenshots")
            ? Path.of("docs", "screenshots")
            : Path.of("target", "screenshots");

    @AfterEach
    void back_to_the_browser_window_in_light(Page page) {
        page.cdp("Emulation.setEmulatedMedia", Map.of("media", "", "features", List.of()));
        page.cdp("Emulation.clearDeviceMetricsOverride", Map.of());
    }

    @Test
    void desktop_in_light_and_dark(Page page) throws IOException {
        viewport(page, 1200, 760, false);
        playing(page);
        save(page, "desktop-light");
        page.cdp(
                "Emulation.setEmulatedMedia",
                Map.of("media", "", "features", List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        save(page, "desktop-dark");
    }

    @Test
    void solved_puzzle(Page page) throws IOException {
        viewport(page, 1200, 760, false);
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.choose("mode", "logic-only");
        page.clickAndWait("solve");
        save(page, "solved");
    }

    @Test
    void explained_step_with_a_chain(Page page) throws IOException {
        viewport(page, 1200, 760, false);
        page.open();
        page.load(KnownPuzzles.WITH_CHAINS);
        page.clickAndWait("explain");
        while (page.findAll("#overlay path.link").isEmpty()) page.click("step-next");
        save(page, "explained-chain");
    }

    @Test
    void guess_tree(Page page) throws IOException {
        viewport(page, 1200, 760, false);
        page.open();
        page.load(KnownPuzzles.EASTER_MONSTER);
        page.choose("mode", "guess");
        page.clickAndWait("solve");
        // The first abandoned branch opened, to show contradictions beside the kept path.
        page.find("#guess-tree g.node.folded").click();
        page.js("scrollTo(0, 0); document.getElementById('guess-tree').scrollIntoView({ block: 'start' });");
        write(page, "guess-tree");
    }

    /** The daily puzzle opened (its title in the bar) and a file added to the bank, summed up in its panel. */
    @Test
    void daily_puzzle_and_bank_import(Page page, BankedPuzzles bank) throws IOException {
        // Taller than the others: the bar with the daily title and the whole Puzzle panel in one picture.
        viewport(page, 1200, 1040, false);
        page.open();
        page.choose("level", "easy");
        page.clickAndWait("daily");
        Path folder = Files.createTempDirectory("screenshots");
        Path file = folder.resolve("puzzles.txt");
        try {
            Files.writeString(
                    file, KnownPuzzles.MODERATE + "\n" + bank.lines(Level.EASY).get(1) + "\n1234\n");
            page.chooseFile("bank-file", file);
            page.until("the import's summary", () -> !page.text("bank-summary").isEmpty());
        } finally {
            Files.delete(file);
            Files.delete(folder);
        }
        page.cell(3, 4).click();
        save(page, "daily-and-bank");
    }

    /**
     * Variants: a jigsaw's regions, an X's diagonals, a killer's cages, consecutive bars, a samurai's five grids;
     * each with its rating.
     */
    @Test
    void variants(Page page) throws IOException {
        viewport(page, 1200, 900, false);
        page.open();
        for (String words : List.of("jigsaw", "x", "killer", "consecutive", "samurai")) {
            VariantPlayTest.chooseAndWait(page, words);
            VariantPlayTest.shownRating(page);
            save(page, words.equals("samurai") ? "samurai" : "variant-" + words);
        }
    }

    /**
     * A killer with notes in every cell that holds a cage sum: the candidate 1, at the top-left where the
     * sum also sits, is drawn below the sum, not under it.
     */
    @Test
    void killer_notes_below_the_cage_sums(Page page) throws IOException {
        viewport(page, 1200, 900, false);
        page.open();
        VariantPlayTest.chooseAndWait(page, "killer");
        page.click("auto");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> overlaps = (List<Map<String, Object>>)
                page.js(
                        "const cells = [...document.querySelectorAll('#board .cell.summed')];"
                                + " const sums = [...document.querySelectorAll('.layers .cage-sum')];"
                                + " const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;"
                                + " return cells.flatMap((cell) => [...cell.querySelectorAll('.cand')].flatMap((cand) =>"
                                + "   sums.filter((sum) => meet(cand.getBoundingClientRect(), sum.getBoundingClientRect()))"
                                + "     .map((sum) => ({ cell: cell.dataset.cell, cand: cand.textContent, sum: sum.textContent }))));");
        assertThat(page.findAll("#board .cell.summed .cand")).isNotEmpty();
        assertThat(overlaps).as("candidates drawn under a cage sum").isEmpty();
        save(page, "killer-notes");
    }

    /** A 4x4 killer (Size chosen first), and a samurai's print view: its grids alone, no focus ring. */
    @Test
    void a_small_killer_and_a_printed_samurai(Page page) throws IOException {
        viewport(page, 1200, 900, false);
        page.open();
        page.choose("size", "4");
        page.until("the empty 4x4 board", () -> page.message().startsWith("Empty 4x4 board"));
        VariantPlayTest.chooseAndWait(page, "killer");
        page.click("auto");
        save(page, "killer-4x4");
        VariantPlayTest.chooseAndWait(page, "samurai");
        page.cell(1, 1).click();
        page.cdp("Emulation.setEmulatedMedia", Map.of("media", "print"));
        save(page, "samurai-print");
    }

    /** A killer explained: a step of the 45 rule drawn on the cages, its sentence beside the board. */
    @Test
    void variant_explained_step(Page page) throws IOException {
        viewport(page, 1200, 900, false);
        page.open();
        VariantPlayTest.chooseAndWait(page, "killer");
        page.byId("puzzle-text").clear();
        page.byId("puzzle-text").sendKeys(VariantExplainTest.KILLER);
        page.clickAndWait("load-text");
        page.clickAndWait("explain");
        while (!page.find("#step-text").getAttribute("data-technique").equals("INNIES_OUTIES")) {
            page.click("step-next");
        }
        // The selection on a cell of the step, so that its colour and the peers' shade are the step's.
        page.cell(1, 4).click();
        save(page, "variant-explain");
    }

    @Test
    void phone(Page page) throws IOException {
        viewport(page, 390, 844, true);
        playing(page);
        save(page, "phone");
    }

    @Test
    void paused_on_a_phone_in_dark_and_on_a_desktop(Page page) throws IOException {
        playedOnAPhoneInDarkThenOnADesktop(page, "paused", () -> {
            page.click("pause");
            page.until("the cover on the board", () -> page.byId("pause-cover").isDisplayed());
        });
    }

    @Test
    void statistics_on_a_phone_in_dark_and_on_a_desktop(Page page) throws IOException {
        playedOnAPhoneInDarkThenOnADesktop(page, "statistics", () -> {
            // A player's record of some weeks, as the page keeps it: three kinds of puzzle.
            page.js("localStorage.setItem('sudoku.stats', JSON.stringify({ version: 1, kinds: ["
                    + "{ size: 9, level: 'easy', solved: 12, ms: 3312000, best: 171000 },"
                    + "{ size: 9, level: 'fiendish', solved: 3, ms: 4530000, best: 1204000 },"
                    + "{ size: 6, level: '', solved: 4, ms: 610000, best: 98000 }],"
                    // Daily puzzles the last three days, and a run of five a fortnight ago.
                    + " daily: [0, 1, 2, 14, 15, 16, 17, 18].map((ago) =>"
                    + " new Date(Date.now() - ago * 86400000).toISOString().slice(0, 10)) }));");
            page.click("stats");
            page.until("the statistics shown", () -> page.byId("stats-dialog").isDisplayed());
        });
    }

    /**
     * A puzzle being played on a phone in the dark theme, then {@code show} done, saved as {@code
     * name-phone-dark}; then the same page on a desktop in the light theme, saved as {@code name-desktop}.
     */
    private static void playedOnAPhoneInDarkThenOnADesktop(Page page, String name, Runnable show) throws IOException {
        viewport(page, 390, 844, true);
        page.cdp(
                "Emulation.setEmulatedMedia",
                Map.of("media", "", "features", List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        playing(page);
        show.run();
        save(page, name + "-phone-dark");
        page.cdp("Emulation.setEmulatedMedia", Map.of("media", "", "features", List.of()));
        viewport(page, 1200, 760, false);
        save(page, name + "-desktop");
    }

    /** A puzzle being played: a few digits placed, the candidates shown, a cell selected. */
    private static void playing(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.cell(1, 3).click();
        page.type("2");
        page.cell(2, 5).click();
        page.type("3");
        page.click("auto");
        page.cell(5, 5).click();
    }

    static void viewport(Page page, int width, int height, boolean mobile) {
        page.cdp(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
    }

    /** The top of the page, where a player lands. */
    static void save(Page page, String name) throws IOException {
        page.js("scrollTo(0, 0);");
        write(page, name);
    }

    /**
     * Writes the visible part of the page, recompressed at the strongest setting: a fifth smaller than
     * the browser's own PNG, which favours speed, with the same pixels.
     */
    private static void write(Page page, String name) throws IOException {
        BufferedImage shot = ImageIO.read(new ByteArrayInputStream(page.screenshot()));
        BufferedImage opaque = new BufferedImage(shot.getWidth(), shot.getHeight(), BufferedImage.TYPE_3BYTE_BGR);
        opaque.getGraphics().drawImage(shot, 0, 0, null);
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ImageWriteParam strongest = writer.getDefaultWriteParam();
        strongest.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        strongest.setCompressionQuality(0f);
        Files.createDirectories(DIR);
        Path file = DIR.resolve(name + ".png");
        Files.deleteIfExists(file);
        try (ImageOutputStream out = ImageIO.createImageOutputStream(file.toFile())) {
            writer.setOutput(out);
            writer.write(null, new IIOImage(opaque, null, null), strongest);
        } finally {
            writer.dispose();
        }
        // Read back: a whole picture of the window, not an empty or cut file.
        BufferedImage saved = ImageIO.read(file.toFile());
        assertThat(saved.getWidth()).isEqualTo(shot.getWidth());
        assertThat(saved.getHeight()).isEqualTo(shot.getHeight());
    }
}

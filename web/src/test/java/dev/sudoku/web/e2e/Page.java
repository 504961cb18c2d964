package dev.sudoku.web.e2e;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;

/**
 * The page as a player sees it, through the stable ids listed at the top of {@code index.html}:
 * open it, click, type, and read the board back. Reads that inspect many cells run one script in the
 * page rather than one driver call per cell (a 16x16 board has 256).
 */
final class Page {
    private static final Duration PATIENCE = Duration.ofSeconds(30);

    private final ChromeDriver driver;
    private final String origin;

    Page(ChromeDriver driver, String origin) {
        this.driver = driver;
        this.origin = origin;
    }

    /** The server's origin, such as {@code http://127.0.0.1:41234}. */
    String origin() {
        return origin;
    }

    /** Opens the page fresh (an empty 9x9 board) and waits until the first board is drawn. */
    void open() {
        open(origin + "/");
    }

    /**
     * Opens an address as a new player would, with nothing stored in the browser (the record of puzzles
     * played is forgotten), and waits until its first board is drawn.
     */
    void open(String address) {
        // The page being left saves its time on pagehide, and its document may unload after the clear below
        // (unload runs asynchronously once the next page has arrived): its storage is cut off first, so
        // nothing it saves late can land in the new player's record.
        js("try { Object.defineProperty(window, 'localStorage', { get() {"
                + " throw new DOMException('left', 'SecurityError'); } }); } catch (e) {}");
        leave();
        cdp("Storage.clearDataForOrigin", Map.of("origin", origin, "storageTypes", "local_storage"));
        arrive(address);
    }

    /**
     * Opens the page fresh, as {@link #open()}, with {@code script} run as soon as its markup is read
     * (DOMContentLoaded), before the page's modules have fetched its panels: what a player does in the
     * first moments of a slow load.
     */
    void openActingEarly(String script) {
        openActingEarly(origin + "/", script);
    }

    /** As {@link #openActingEarly(String)}, opening {@code address} (the page's, with a fragment). */
    void openActingEarly(String address, String script) {
        Map<String, Object> added = cdp(
                "Page.addScriptToEvaluateOnNewDocument",
                Map.of(
                        "source",
                        "if (location.pathname === '/') document.addEventListener('DOMContentLoaded', () => {" + script
                                + "});"));
        try {
            open(address);
        } finally {
            cdp("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", added.get("identifier")));
        }
    }

    /** Opens an address as the same player coming back: what the page stored is kept. */
    void revisit(String address) {
        leave();
        arrive(address);
    }

    /** Reloads the page, as the browser's reload button does, and waits until it is ready again. */
    void reload() {
        driver.navigate().refresh();
        until("the page sets body[data-ready]", () -> "true".equals(find("body").getAttribute("data-ready")));
    }

    /**
     * Runs {@code load} (a reload, an address opened) on a slow line, every request taking 200 ms more so that
     * the page's modules arrive well after its first frames, with {@code watch} run at the start of each
     * document the browser opens meanwhile: a script that notes what the frames painted show.
     */
    void loadSlowly(String watch, Runnable load) {
        Map<String, Object> added = cdp("Page.addScriptToEvaluateOnNewDocument", Map.of("source", watch));
        cdp("Network.enable", Map.of());
        cdp(
                "Network.emulateNetworkConditions",
                Map.of("offline", false, "latency", 200, "downloadThroughput", -1, "uploadThroughput", -1));
        try {
            load.run();
        } finally {
            cdp(
                    "Network.emulateNetworkConditions",
                    Map.of("offline", false, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
            cdp("Network.disable", Map.of());
            cdp("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", added.get("identifier")));
        }
    }

    /**
     * Leaves through a blank page, which makes an address that differs only in its fragment load anew
     * instead of scrolling; the page left stores what it keeps as it goes.
     */
    private void leave() {
        driver.get("about:blank");
    }

    private void arrive(String address) {
        driver.get(address);
        until("the page sets body[data-ready]", () -> "true".equals(find("body").getAttribute("data-ready")));
    }

    WebElement byId(String id) {
        return driver.findElement(By.id(id));
    }

    WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    List<WebElement> findAll(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    WebElement cell(int row, int col) {
        return find("#board [data-cell=\"r" + row + "c" + col + "\"]");
    }

    void click(String id) {
        byId(id).click();
    }

    /** Picks an option of a select by its value, as a click on the option does. */
    void choose(String selectId, String value) {
        find("#" + selectId + " option[value=\"" + value + "\"]").click();
    }

    /** Keys typed into whatever has the focus, in one batch. */
    void type(CharSequence... keys) {
        new Actions(driver).sendKeys(keys).perform();
    }

    /** A key pressed while Shift is held down (Shift+Tab), as one chord. */
    void typeWithShift(CharSequence key) {
        new Actions(driver).keyDown(Keys.SHIFT).sendKeys(key).keyUp(Keys.SHIFT).perform();
    }

    void typeWithControl(CharSequence key) {
        new Actions(driver)
                .keyDown(Keys.CONTROL)
                .sendKeys(key)
                .keyUp(Keys.CONTROL)
                .perform();
    }

    /**
     * Types the solution's digits into the empty cells of a 9x9 board, moving through the board with the arrows (right along a
     * row, which wraps to its first cell, then down): sent to the first cell in one call, which types several
     * times faster than a chain of separate key actions.
     */
    void fillIn(String givens, String solution) {
        WebElement first = cell(1, 1);
        first.click();
        List<CharSequence> keys = new ArrayList<>();
        for (int cell = 0; cell < givens.length(); cell++) {
            if (givens.charAt(cell) == '.') {
                keys.add(String.valueOf(solution.charAt(cell)));
            }
            keys.add(Keys.ARROW_RIGHT);
            if (cell % 9 == 8) {
                keys.add(Keys.ARROW_DOWN);
            }
        }
        first.sendKeys(keys.toArray(CharSequence[]::new));
        until("the board solved", () -> message().startsWith("Solved in"));
    }

    /** Types a puzzle line into the text box and loads it. */
    void load(String line) {
        WebElement text = byId("puzzle-text");
        text.clear();
        text.sendKeys(line);
        String said = clickAndWait("load-text");
        if (!said.startsWith("Loaded")) throw new AssertionError("the puzzle was not loaded: " + said);
    }

    /**
     * Clicks a button and returns the status line once the work it started has answered. The line is
     * blanked first, so that the previous action's message is not taken for this one's; a line ending
     * in an ellipsis ("Solving…") is still at work.
     */
    String clickAndWait(String id) {
        js("const line = document.getElementById('message'); line.textContent = ''; delete line.dataset.kind;");
        click(id);
        return until("#" + id + " answers on the status line", () -> {
            String text = message();
            return text.isEmpty() || text.endsWith("\u2026") ? null : text;
        });
    }

    /** The kind of the status line's message: info, success or error. */
    String messageKind() {
        return byId("message").getAttribute("data-kind");
    }

    String message() {
        return byId("message").getText();
    }

    String text(String id) {
        return byId(id).getText();
    }

    /** The seconds the timer shows (mm:ss). */
    int timerSeconds() {
        String[] parts = text("timer").split(":");
        return Integer.parseInt(parts[0]) * 60 + Integer.parseInt(parts[1]);
    }

    /**
     * Puts a new tab in front for {@code millis}, as a player who looks at another page does, then closes it
     * and brings this page's tab to the front again.
     */
    void awayInAnotherTab(long millis) throws InterruptedException {
        String here = driver.getWindowHandle();
        driver.switchTo().newWindow(WindowType.TAB);
        try {
            Thread.sleep(millis);
        } finally {
            driver.close();
            driver.switchTo().window(here);
        }
    }

    /** Every cell's shown digit in reading order, {@code .} for an empty cell. */
    String digits() {
        return (String) js("return [...document.querySelectorAll('#board .cell')]"
                + ".map((c) => c.querySelector('.digit').textContent || '.').join('');");
    }

    /** Digits and shown candidates of every cell: changes whenever anything on the board changes. */
    String boardText() {
        return (String) js("return [...document.querySelectorAll('#board .cell')]"
                + ".map((c) => (c.querySelector('.digit').textContent || '.') + ':'"
                + " + c.querySelector('.cands').textContent).join(' ');");
    }

    /** The paths of the API calls the page made since it was opened, in order. */
    @SuppressWarnings("unchecked")
    List<String> apiCalls() {
        return (List<String>) js("return performance.getEntriesByType('resource')"
                + ".map((e) => new URL(e.name).pathname).filter((path) => path.startsWith('/api/'));");
    }

    /** How many times the page has asked {@code /api/solve} since it was opened. */
    int solveRequests() {
        return (int) apiCalls().stream().filter("/api/solve"::equals).count();
    }

    /** How many times the page has asked {@code /api/hint} since it was opened, asked ahead included. */
    int hintRequests() {
        return (int) apiCalls().stream().filter("/api/hint"::equals).count();
    }

    /** How many times the page has asked {@code /api/variant/hint} since it was opened, asked ahead included. */
    int variantHintRequests() {
        return (int) apiCalls().stream().filter("/api/variant/hint"::equals).count();
    }

    /** Waits until the page has asked {@code /api/solve} more than {@code before} times and said what it heard. */
    void untilSolveAnswered(int before) {
        until("the solution asked for", () -> solveRequests() > before);
        // The answer is read and said in the tasks after the request's end: a moment for them to run.
        js("return new Promise((done) => setTimeout(done, 200));");
    }

    /** Picks a file in a file input, as the browser's file chooser does. */
    void chooseFile(String id, Path file) {
        byId(id).sendKeys(file.toAbsolutePath().toString());
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Runs {@code load} (an open or a reload) with {@code script} run first on the documents it loads, then no more. */
    void withFirstScript(String script, Runnable load) {
        Map<String, Object> added = cdp("Page.addScriptToEvaluateOnNewDocument", Map.of("source", script));
        try {
            load.run();
        } finally {
            cdp("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", added.get("identifier")));
        }
    }

    /** A Chrome DevTools command, through the driver (no separate DevTools connection). */
    Map<String, Object> cdp(String command, Map<String, Object> params) {
        return driver.executeCdpCommand(command, params);
    }

    byte[] screenshot() {
        return driver.getScreenshotAs(OutputType.BYTES);
    }

    /**
     * Waits until the condition holds (a value that is neither null, false nor an empty text: a text awaited is
     * one the page has written), failing with what was awaited and the page's status line.
     */
    <T> T until(String what, Supplier<T> condition) {
        return until(what, PATIENCE, condition);
    }

    /** As {@link #until(String, Supplier)}, waiting up to {@code patience}. */
    <T> T until(String what, Duration patience, Supplier<T> condition) {
        long deadline = System.nanoTime() + patience.toNanos();
        RuntimeException last = null;
        while (System.nanoTime() < deadline) {
            try {
                T value = condition.get();
                if (value != null && !Boolean.FALSE.equals(value) && !"".equals(value)) return value;
                last = null;
            } catch (RuntimeException e) {
                // An element replaced by a render between two reads: look again.
                last = e;
            }
            pause();
        }
        String status;
        try {
            status = message();
        } catch (RuntimeException e) {
            status = "(unreadable)";
        }
        throw new AssertionError(
                "Waited " + patience.toSeconds() + " s for: " + what + "; the status line reads \"" + status + "\"",
                last);
    }

    private static void pause() {
        try {
            Thread.sleep(40);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    void quit() {
        driver.quit();
    }
}

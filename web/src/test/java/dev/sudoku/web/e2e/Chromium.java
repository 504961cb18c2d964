package dev.sudoku.web.e2e;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Starts headless Chromium through the system's ChromeDriver, both named by path so that nothing is
 * looked up or downloaded. The paths default to Debian's packages and can be moved with
 * {@code -Dsudoku.chromium=...} and {@code -Dsudoku.chromedriver=...}.
 *
 * <p>A missing browser fails the browser tests instead of skipping them: a green build then means the
 * page really ran.
 */
final class Chromium {
    static final Path BINARY = Path.of(System.getProperty("sudoku.chromium", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(System.getProperty("sudoku.chromedriver", "/usr/bin/chromedriver"));

    /** The window of every test: wide enough for the page's two-column desktop layout. */
    private static final int WIDTH = 1280;

    private static final int HEIGHT = 900;

    /**
     * Selenium warns at every start that it has no DevTools binding for this Chromium version. The
     * tests send DevTools commands through the driver ({@code executeCdpCommand}), which needs none, so
     * the warning is noise. Held here because the logging framework keeps loggers only weakly.
     */
    private static final Logger CDP_VERSION_LOG = Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

    private Chromium() {}

    static ChromeDriver start() {
        return start(false);
    }

    /**
     * A browser with the back-forward cache on, as a player's has it, for the test of a page brought back by
     * the Back button as it was left.
     */
    static ChromeDriver startWithBackForwardCache() {
        return start(true);
    }

    private static ChromeDriver start(boolean backForwardCache) {
        CDP_VERSION_LOG.setLevel(Level.SEVERE);
        requireInstalled();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BINARY.toFile());
        // Without the background-networking flags Chromium keeps calling home over a network the tests
        // must not need; the fixed scale factor keeps screenshots the same size on every machine.
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-extensions",
                "--no-first-run",
                "--no-default-browser-check",
                "--hide-scrollbars",
                "--force-device-scale-factor=1",
                "--window-size=" + WIDTH + "," + HEIGHT);
        // Every test opens the page afresh through a blank page (Page#open): with the back-forward cache on,
        // each page left stayed alive in its renderer while the next one started another, and an open took
        // 0.62 s and 1.15 s of CPU on two cores against 0.29 s and 0.5 s without it.
        if (!backForwardCache) {
            options.addArguments("--disable-features=BackForwardCache");
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER.toString()))
                .usingAnyFreePort()
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        return driver;
    }

    /** Fails, saying what to install, when the browser or its driver is missing. */
    static void requireInstalled() {
        requireExecutable(BINARY, "the browser");
        requireExecutable(DRIVER, "the browser's driver");
    }

    private static void requireExecutable(Path path, String what) {
        if (!Files.isExecutable(path)) {
            throw new AssertionError("The browser tests need " + what + " at " + path
                    + ", which is missing. Install Chromium and its driver (on Debian or Ubuntu:"
                    + " apt-get install chromium chromium-driver), or point -Dsudoku.chromium and"
                    + " -Dsudoku.chromedriver at them.");
        }
    }
}

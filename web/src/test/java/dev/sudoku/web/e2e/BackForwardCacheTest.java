package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A page left for another and brought back by the browser's Back button as it was (from the back-forward
 * cache, where a player's browser keeps it) counts its time on from where the player left, as a reload of
 * the kept game does: the time spent away is not added. The shared sessions' browsers run without that
 * cache (see {@link Chromium}), so this test starts one of its own, on the same server.
 */
@ExtendWith(BrowserExtension.class)
class BackForwardCacheTest {
    /** The seconds a timer text of mm:ss shows. */
    private static int seconds(String timer) {
        String[] parts = timer.split(":");
        return Integer.parseInt(parts[0]) * 60 + Integer.parseInt(parts[1]);
    }

    @Test
    void a_page_brought_back_by_the_back_button_counts_on_from_where_it_was_left_not_the_time_away(Page shared)
            throws InterruptedException {
        Page page = new Page(Chromium.startWithBackForwardCache(), shared.origin());
        try {
            page.open();
            page.load(KnownPuzzles.MODERATE);
            page.until("a second on the timer", () -> seconds(page.text("timer")) >= 1);
            // A mark on the window: it is there again only if the page came back as it was left.
            page.js("window.leftAsItWas = true;");
            int left = seconds(page.text("timer"));

            page.js("location.href = '/style.css';");
            page.until("another page", () -> String.valueOf(page.js("return location.pathname;"))
                    .equals("/style.css"));
            Thread.sleep(5000);
            page.js("history.back();");
            page.until("the page again", () -> String.valueOf(page.js("return location.pathname;"))
                    .equals("/"));

            assertThat(page.js("return window.leftAsItWas === true;"))
                    .as("the page came back from the back-forward cache")
                    .isEqualTo(true);
            // The display ticks every second: wait for a tick after the return before reading it.
            Thread.sleep(1500);
            assertThat(seconds(page.text("timer")))
                    .as("the time after 5 s away and 1.5 s back, against %d s when left", left)
                    .isBetween(left, left + 3);
        } finally {
            page.quit();
        }
    }
}

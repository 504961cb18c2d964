package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Time away from the page is not counted: with another tab in front, and after leaving for another page and
 * coming back with the browser's Back button, the page (brought back as it was, from the back-forward cache
 * where a player's browser keeps it) counts its time on from where the player left, as a reload of the kept
 * game does. The shared sessions' browsers run without that cache (see {@link Chromium}), so the Back button's
 * test starts one of its own, on the same server.
 */
@ExtendWith(BrowserExtension.class)
class TimeAwayTest {
    @Test
    void time_with_another_tab_in_front_is_not_counted(Page page) throws InterruptedException {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.until("a second on the timer", () -> page.timerSeconds() >= 1);
        page.js("window.seen = []; document.addEventListener('visibilitychange',"
                + " () => window.seen.push(document.visibilityState));");
        int left = page.timerSeconds();

        page.awayInAnotherTab(5000);

        assertThat(page.js("return window.seen.join(' ');"))
                .as("the page was out of sight, then in front again")
                .isEqualTo("hidden visible");
        // The display ticks every second: wait for a tick after the return before reading it.
        Thread.sleep(1500);
        assertThat(page.timerSeconds())
                .as("the time after 5 s behind another tab and 1.5 s back, against %d s when left", left)
                .isBetween(left, left + 3);
    }

    @Test
    void a_page_brought_back_by_the_back_button_counts_on_from_where_it_was_left_not_the_time_away(Page shared)
            throws InterruptedException {
        Page page = new Page(Chromium.startWithBackForwardCache(), shared.origin());
        try {
            page.open();
            page.load(KnownPuzzles.MODERATE);
            page.until("a second on the timer", () -> page.timerSeconds() >= 1);
            // A mark on the window: it is there again only if the page came back as it was left.
            page.js("window.leftAsItWas = true;");
            int left = page.timerSeconds();

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
            assertThat(page.timerSeconds())
                    .as("the time after 5 s away and 1.5 s back, against %d s when left", left)
                    .isBetween(left, left + 3);
        } finally {
            page.quit();
        }
    }
}

package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What loading the page costs, and that it calls no one but its own server. The time to the first
 * board and the bytes loaded are measured and written to {@code target/page-load.md}, never
 * asserted: a test that fails on a busy machine says nothing about the page. The page's size limit
 * is a plain size check in {@link PageWeightTest}.
 */
@ExtendWith(BrowserExtension.class)
class PageLoadTest {
    static final Path REPORT = Path.of("target", "page-load.md");

    /**
     * Notes the moments the page marks its first board drawn and every control working, from before any
     * of its own scripts runs.
     */
    private static final String READY_WATCH = "window.__marks = {};"
            + " new MutationObserver((changes, watch) => { const body = document.body; if (!body) return;"
            + " for (const mark of ['drawn', 'ready']) { if (body.dataset[mark] === 'true' && !(mark in window.__marks))"
            + " window.__marks[mark] = performance.now(); }"
            + " if ('ready' in window.__marks) watch.disconnect(); })"
            + ".observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn', 'data-ready'] });";

    @Test
    void a_cold_first_render_is_measured_with_the_bytes_it_loads(Page page) throws IOException {
        // The first load meets a server whose JIT has not seen these requests yet; the next ones show what
        // the page itself costs a browser with an empty cache. Their median is the figure reported.
        List<double[]> loads = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            loads.add(load(page));
        }
        double coldMs = loads.get(0)[0];
        List<double[]> warm = loads.subList(1, loads.size());
        double readyMs = median(warm, 0);
        double wiredMs = median(warm, 1);
        assertThat(loads).allMatch(ms -> ms[0] > 0 && ms[1] >= ms[0]);
        List<Map<String, Object>> entries = entries(page);

        long transferred = 0;
        long decoded = 0;
        StringBuilder rows = new StringBuilder();
        for (Map<String, Object> entry : entries) {
            long entryTransferred = number(entry, "transferSize");
            long entryDecoded = number(entry, "decodedBodySize");
            transferred += entryTransferred;
            decoded += entryDecoded;
            rows.append(String.format(
                    Locale.ROOT,
                    "| %s | %s | %d | %d | %d | %d |%n",
                    path(page, (String) entry.get("name")),
                    entry.get("type"),
                    entryTransferred,
                    entryDecoded,
                    number(entry, "startMs"),
                    number(entry, "endMs")));
        }
        String report = String.format(
                Locale.ROOT,
                "# Page load (headless Chromium, empty browser cache, loopback server)%n%n"
                        + "- first board drawn (navigation start to body[data-drawn]), empty cache: %.0f ms"
                        + " (median of 5 loads; the very first, against a server just started: %.0f ms)%n"
                        + "- every control working (body[data-ready]): %.0f ms (median of the same 5 loads)%n"
                        + "- requests: %d%n"
                        + "- transferred (with headers): %d bytes (%.1f KB)%n"
                        + "- decoded bodies: %d bytes (%.1f KB)%n%n"
                        + "| request | type | transferred | decoded | start ms | end ms |%n|---|---|---:|---:|---:|---:|%n%s",
                readyMs,
                coldMs,
                wiredMs,
                entries.size(),
                transferred,
                transferred / 1024.0,
                decoded,
                decoded / 1024.0,
                rows);
        Files.createDirectories(REPORT.getParent());
        Files.writeString(REPORT, report, StandardCharsets.UTF_8);
        System.out.printf(
                Locale.ROOT,
                "Page load: first board in %.0f ms (first load after the server started: %.0f ms), every control"
                        + " working in %.0f ms, %d requests,"
                        + " %.1f KB transferred, %.1f KB decoded (%s)%n",
                readyMs,
                coldMs,
                wiredMs,
                entries.size(),
                transferred / 1024.0,
                decoded / 1024.0,
                REPORT.toAbsolutePath());

        assertThat(readyMs).isPositive();
        assertThat(entries).extracting(entry -> entry.get("type")).contains("navigation", "script", "link");
        assertThat(decoded).isPositive();
    }

    @Test
    void the_first_board_is_drawn_before_any_request_to_the_api_with_the_houses_the_server_describes(Page page) {
        page.open();
        List<Map<String, Object>> entries = entries(page);
        Object firstApiCall = entries.stream()
                .filter(entry -> path(page, (String) entry.get("name")).startsWith("/api/"))
                .findFirst()
                .orElse(null);
        assertThat(firstApiCall).as("a request to the API on opening the page").isNull();

        // The page lays out the first 9x9 board itself; it must be the grid the server would send.
        Object same = page.js(
                "return (async () => { const { regularLayout } = await import('/layout.js');"
                        + " const served = await (await fetch('/api/layout?size=9&box=3x3')).json();"
                        + " return JSON.stringify(regularLayout(9)) === JSON.stringify(served)"
                        + " ? 'same' : JSON.stringify(regularLayout(9)).slice(0, 200) + ' vs ' + JSON.stringify(served).slice(0, 200); })();");
        assertThat(same).isEqualTo("same");
    }

    @Test
    void a_shared_9x9_puzzle_is_drawn_with_its_givens_before_the_controller_and_the_panels_are_fetched(Page page) {
        page.open(page.origin() + "/#p=" + KnownPuzzles.MODERATE);
        // The page marks the moment it has drawn its first board without them (a mutation observer would
        // note it only once the task that drew it, and asked for them, had ended).
        Object mark = page.js("const m = performance.getEntriesByName('first-board', 'mark')[0];"
                + " return m ? m.startTime : null;");
        assertThat(mark).as("the first-board mark").isNotNull();
        double drawn = ((Number) mark).doubleValue();
        List<Map<String, Object>> entries = entries(page);
        for (String later : List.of("/controller.js", "/panels.js")) {
            Map<String, Object> fetched = entries.stream()
                    .filter(entry -> path(page, (String) entry.get("name")).equals(later))
                    .findFirst()
                    .orElseThrow();
            assertThat(number(fetched, "endMs"))
                    .as(later + " arrived after the first board was drawn")
                    .isGreaterThanOrEqualTo((long) Math.floor(drawn));
        }
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE);
        long givens = KnownPuzzles.MODERATE.chars().filter(ch -> ch != '.').count();
        assertThat(page.findAll("#board .cell.given")).hasSize((int) givens);
        assertThat(page.message()).isEqualTo("Puzzle opened from the link.");
    }

    @Test
    void the_page_icon_is_drawn_from_the_page_itself_so_no_favicon_is_asked_for(Page page) {
        page.open();
        String icon = page.find("link[rel=icon]").getAttribute("href");
        assertThat(icon).startsWith("data:image/svg+xml,");
        Object loaded = page.js(
                "const src = arguments[0]; return new Promise((done) => { const image = new Image();"
                        + " image.onload = () => done('loaded'); image.onerror = () => done('broken');"
                        + " image.src = src; });",
                icon);
        assertThat(loaded).as("the icon as an image").isEqualTo("loaded");
    }

    @Test
    void the_page_calls_nothing_but_its_own_server_while_playing(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        assertThat(page.clickAndWait("hint-3")).isEqualTo("Hint level 3.");
        assertThat(page.clickAndWait("explain")).endsWith("solves the puzzle.");
        page.click("step-close");
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");

        List<Map<String, Object>> entries = entries(page);
        assertThat(entries)
                .extracting(entry -> path(page, (String) entry.get("name")))
                .contains("/", "/style.css", "/app.js", "/api/solve", "/api/explain", "/api/hint");
        assertThat(entries).extracting(entry -> (String) entry.get("name")).allSatisfy(url -> assertThat(url)
                .startsWith(page.origin() + "/"));
    }

    /**
     * Loads the page with an empty browser cache; the times from navigation to the first board and to
     * every control working, in ms.
     */
    private static double[] load(Page page) {
        // The cache is emptied with the network domain on, which is then turned off again: its
        // instrumentation of every request is no part of what a player's browser does.
        page.cdp("Network.enable", Map.of());
        page.cdp("Network.clearBrowserCache", Map.of());
        page.cdp("Network.disable", Map.of());
        Map<String, Object> watch = page.cdp("Page.addScriptToEvaluateOnNewDocument", Map.of("source", READY_WATCH));
        try {
            page.open();
        } finally {
            page.cdp("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", watch.get("identifier")));
        }
        return new double[] {
            ((Number) page.js("return window.__marks.drawn;")).doubleValue(),
            ((Number) page.js("return window.__marks.ready;")).doubleValue()
        };
    }

    private static double median(List<double[]> loads, int which) {
        List<Double> times = new ArrayList<>();
        loads.forEach(load -> times.add(load[which]));
        Collections.sort(times);
        return times.get(times.size() / 2);
    }

    /** The document and every resource the page fetched, with their sizes. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> entries(Page page) {
        return (List<Map<String, Object>>) page.js("return [...performance.getEntriesByType('navigation'),"
                + " ...performance.getEntriesByType('resource')].map((e) => ({ name: e.name,"
                + " type: e.entryType === 'navigation' ? 'navigation' : e.initiatorType,"
                + " transferSize: e.transferSize, decodedBodySize: e.decodedBodySize,"
                + " startMs: Math.round(e.startTime), endMs: Math.round(e.responseEnd) }));");
    }

    private static long number(Map<String, Object> entry, String key) {
        return ((Number) entry.get(key)).longValue();
    }

    private static String path(Page page, String url) {
        return url.startsWith(page.origin()) ? url.substring(page.origin().length()) : url;
    }
}

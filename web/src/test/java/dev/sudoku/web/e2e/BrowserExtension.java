package dev.sudoku.web.e2e;

import dev.sudoku.web.WebLimits;
import dev.sudoku.web.WebServer;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives browser tests a {@link Page}: one server on a free loopback port and one headless Chromium,
 * started on first use and shared by every browser test class of the run (starting Chromium takes
 * a few seconds), closed when the run ends. Each test opens the page afresh, so no state is shared
 * but the browser's cache.
 */
final class BrowserExtension implements ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(Page.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Page.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        ExtensionContext.Store store = context.getRoot().getStore(NAMESPACE);
        return store.getOrComputeIfAbsent(Session.class, key -> Session.start(), Session.class)
                .page();
    }

    /** The server and the browser; the store closes it at the end of the run. */
    private record Session(WebServer server, Page page) implements AutoCloseable {
        static Session start() {
            Chromium.requireInstalled();
            WebServer server = WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Optional.empty());
            try {
                return new Session(server, new Page(Chromium.start(), "http://127.0.0.1:" + server.port()));
            } catch (RuntimeException | Error e) {
                server.close();
                throw e;
            }
        }

        @Override
        public void close() {
            try {
                page.quit();
            } finally {
                server.close();
            }
        }
    }
}

package dev.sudoku.web;

import io.javalin.http.Context;
import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.function.BooleanSupplier;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.EofException;
import org.eclipse.jetty.io.SocketChannelEndPoint;

/**
 * The connection of one request, asked while the request computes whether its client has closed it, and
 * dropped without an answer when it has.
 *
 * <p>Why it asks the socket itself: Jetty learns that a connection closed only when it reads from it, and
 * it does not read an HTTP/1.1 connection while its request is handled (the next request is read once the
 * answer is written). With Jetty 12.1.12 neither {@code Request.addFailureListener} nor a {@code
 * Connection.Listener} fired while a handler ran on for seconds after its client had closed; the listener
 * heard of it only once the answer was written. An async servlet's listeners depend on the same reads,
 * and reading the request's input ourselves would take the bytes of a pipelined next request from Jetty's
 * parser. So the socket's channel, which Jetty keeps non-blocking and registered with its own selector, is
 * registered for reading with a private {@link Selector} as well (a channel may be registered with
 * several), whose {@code selectNow()} says whether anything arrived without taking it. A closed client
 * makes the socket readable with nothing to read (end of stream or reset: {@code available()}, the
 * kernel's count of unread bytes, is 0 or fails); a pipelined request makes it readable with bytes
 * waiting, and its client is still there. A client that only shuts its output and still reads counts as
 * gone; browsers, curl and Java's client do not half-close while they wait for an answer.
 *
 * <p>Cost: the selector is opened (and the channel registered) at the first ask only, so a request that
 * ends before the budget's first ask pays nothing; each later ask is one {@code epoll_wait}, one {@code
 * FIONREAD} more when something arrived, and the budget's checks ask at most every {@link
 * #ASK_EVERY_MILLIS} ms.
 */
final class ClientConnection implements BooleanSupplier, AutoCloseable {
    /**
     * How often at most a computing request asks; the work stops at the first check after an ask found the
     * client gone (measured 10-81 ms after the close, the checks of the work being further apart than this).
     */
    static final int ASK_EVERY_MILLIS = 5;

    private final EndPoint endPoint;
    private final SocketChannel channel;
    private Selector selector;
    /** Closed, or the channel cannot be watched (not one Jetty set up): nothing more is asked. */
    private boolean closed;

    private volatile boolean gone;

    private ClientConnection(EndPoint endPoint) {
        this.endPoint = endPoint;
        this.channel = endPoint instanceof SocketChannelEndPoint socket ? socket.getChannel() : null;
    }

    /** The connection of the request {@code ctx} answers; one never seen gone when it is not a TCP socket. */
    static ClientConnection of(Context ctx) {
        return new ClientConnection(ServletContextRequest.getServletContextRequest(ctx.req())
                .getConnectionMetaData()
                .getConnection()
                .getEndPoint());
    }

    /** Whether the client has closed the connection: asks the socket, and remembers a yes. */
    @Override
    public synchronized boolean getAsBoolean() {
        if (gone || closed || channel == null) {
            return gone;
        }
        try {
            if (selector == null) {
                selector = Selector.open();
                channel.register(selector, SelectionKey.OP_READ);
            }
            if (selector.selectNow() > 0) {
                selector.selectedKeys().clear();
                gone = channel.socket().getInputStream().available() == 0;
            }
        } catch (IOException e) {
            // A closed channel or a reset: either way, no one is left to answer.
            gone = true;
        } catch (RuntimeException e) {
            // A channel in blocking mode cannot be watched: the request then runs as it always did.
            closed = true;
        }
        return gone;
    }

    /** Whether an ask has found the client gone (asks nothing itself). */
    boolean seenGone() {
        return gone;
    }

    /**
     * Ends the exchange without writing anything: the connection is closed under Jetty, whose writing of the
     * answer then fails quietly. (Aborting the servlet's channel instead writes a 500 page when nothing
     * was sent yet, which a half-closed client would read.)
     */
    void drop() {
        endPoint.close(new EofException("the client closed the connection while its request was computed"));
    }

    /** Deregisters from the private selector; the connection itself stays Jetty's. */
    @Override
    public synchronized void close() {
        closed = true;
        if (selector != null) {
            try {
                selector.close();
            } catch (IOException e) {
                // Nothing to keep: the selector held only this registration.
            }
        }
    }
}

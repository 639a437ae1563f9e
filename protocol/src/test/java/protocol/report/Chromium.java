package protocol.report;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A headless Chromium driven through the Chrome DevTools Protocol over its websocket (Java's own client): opens
 * a page, evaluates script in it, clicks and types as a user would, and keeps every event it was sent, so a test
 * can look for console errors and network requests afterwards. Tests skip when {@link #find} finds no browser.
 */
public final class Chromium implements AutoCloseable {
    /** Debian's package names it chromium; other systems' names follow. */
    private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome");
    private static final Pattern LISTENING = Pattern.compile("DevTools listening on ws://([^/]+)/");
    private static final long TIMEOUT_S = 20;

    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonObject>> pending = new ConcurrentHashMap<>();
    private final List<JsonObject> events = new CopyOnWriteArrayList<>();

    /** The browser's executable on the PATH, or null. */
    public static Path find() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            for (String name : NAMES) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        return null;
    }

    /** Starts the browser on a blank page, with a profile of its own, and connects to that page. */
    public Chromium(Path executable) throws Exception {
        profile = Files.createTempDirectory("qilin-chromium");
        process = new ProcessBuilder(executable.toString(), "--headless=new", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--window-size=1280,1024", "--remote-debugging-port=0",
                "--user-data-dir=" + profile, "about:blank")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String host = debuggingHost();
        HttpClient http = HttpClient.newHttpClient();
        String list = http.send(HttpRequest.newBuilder(URI.create("http://" + host + "/json/list")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        String pageSocket = null;
        for (JsonElement target : JsonParser.parseString(list).getAsJsonArray()) {
            if (target.getAsJsonObject().get("type").getAsString().equals("page")) {
                pageSocket = target.getAsJsonObject().get("webSocketDebuggerUrl").getAsString();
            }
        }
        if (pageSocket == null) {
            throw new IOException("the browser shows no page: " + list);
        }
        socket = http.newWebSocketBuilder().buildAsync(URI.create(pageSocket), new Listener())
                .get(TIMEOUT_S, TimeUnit.SECONDS);
    }

    /** The host:port the browser prints on stderr once its debugging server listens. */
    private String debuggingHost() throws IOException {
        BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(),
                StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        for (String line = err.readLine(); line != null; line = err.readLine()) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                Thread drain = new Thread(() -> drain(err), "chromium-stderr");
                drain.setDaemon(true);
                drain.start();
                return m.group(1);
            }
            seen.append(line).append('\n');
        }
        throw new IOException("the browser ended without a debugging port:\n" + seen);
    }

    /** Reads the browser's chatter on stderr so it never blocks on a full pipe, until the browser is gone. */
    private static void drain(BufferedReader err) {
        try {
            while (err.readLine() != null) {
                continue;
            }
        } catch (IOException e) {
            // closed with the browser: nothing more to read
        }
    }

    /** Sends one command and waits for its result. */
    public JsonObject call(String method, Map<String, Object> params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonObject> answer = new CompletableFuture<>();
        pending.put(id, answer);
        JsonObject message = new JsonObject();
        message.addProperty("id", id);
        message.addProperty("method", method);
        message.add("params", new Gson().toJsonTree(params));
        socket.sendText(message.toString(), true).get(TIMEOUT_S, TimeUnit.SECONDS);
        JsonObject reply = answer.get(TIMEOUT_S, TimeUnit.SECONDS);
        if (reply.has("error")) {
            throw new IllegalStateException(method + ": " + reply.get("error"));
        }
        return reply.getAsJsonObject("result");
    }

    /**
     * Opens {@code url} with console, log and network reporting on, and waits until the page has loaded; the
     * events of an earlier page are forgotten.
     */
    public void open(String url) throws Exception {
        events.clear();
        for (String domain : List.of("Runtime", "Log", "Network", "Page")) {
            call(domain + ".enable", Map.of());
        }
        call("Page.navigate", Map.of("url", url));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_S);
        while (events("Page.loadEventFired").isEmpty()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the page did not load: " + url);
            }
            Thread.sleep(20);
        }
    }

    /** The value of a script expression in the page (strings, numbers, booleans; objects as JSON). */
    public JsonElement evaluate(String expression) throws Exception {
        JsonObject result = call("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true));
        if (result.has("exceptionDetails")) {
            throw new IllegalStateException(expression + ": " + result.get("exceptionDetails"));
        }
        return result.getAsJsonObject("result").get("value");
    }

    /** A left click at a point of the page, pressed and released as a mouse does. */
    public void click(double x, double y) throws Exception {
        for (String type : List.of("mousePressed", "mouseReleased")) {
            call("Input.dispatchMouseEvent", Map.of("type", type, "x", x, "y", y, "button", "left",
                    "clickCount", 1));
        }
    }

    /** A key pressed and released: {@code key} as the DOM names it, {@code code} its Windows key code. */
    public void press(String key, int code) throws Exception {
        for (String type : List.of("keyDown", "keyUp")) {
            call("Input.dispatchKeyEvent", Map.of("type", type, "key", key, "code", key,
                    "windowsVirtualKeyCode", code));
        }
    }

    /** The events of one kind received so far, their params. */
    public List<JsonObject> events(String method) {
        List<JsonObject> found = new ArrayList<>();
        for (JsonObject e : events) {
            if (e.get("method").getAsString().equals(method)) {
                found.add(e.getAsJsonObject("params"));
            }
        }
        return found;
    }

    /** Console messages of level error, uncaught exceptions and browser log errors (a blocked fetch among them). */
    public List<String> errors() {
        List<String> errors = new ArrayList<>();
        for (JsonObject e : events("Runtime.consoleAPICalled")) {
            if (e.get("type").getAsString().equals("error")) {
                errors.add("console: " + e.get("args"));
            }
        }
        events("Runtime.exceptionThrown").forEach(e -> errors.add("exception: " + e.get("exceptionDetails")));
        for (JsonObject e : events("Log.entryAdded")) {
            JsonObject entry = e.getAsJsonObject("entry");
            if (entry.get("level").getAsString().equals("error")) {
                errors.add("log: " + entry.get("text").getAsString());
            }
        }
        return errors;
    }

    /** The URLs of every request the page sent, its own document's included. */
    public List<String> requests() {
        List<String> urls = new ArrayList<>();
        events("Network.requestWillBeSent").forEach(e -> urls.add(e.getAsJsonObject("request").get("url")
                .getAsString()));
        return urls;
    }

    @Override
    public void close() throws IOException {
        socket.abort();
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            process.waitFor(TIMEOUT_S, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (var files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    /** Joins a message's fragments, then hands it to its caller (a reply) or to the event list. */
    private final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                JsonObject message = JsonParser.parseString(text.toString()).getAsJsonObject();
                text.setLength(0);
                if (message.has("id")) {
                    CompletableFuture<JsonObject> answer = pending.remove(message.get("id").getAsInt());
                    if (answer != null) {
                        answer.complete(message);
                    }
                } else {
                    events.add(message);
                }
            }
            webSocket.request(1);
            return null;
        }
    }
}

package server

import (
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/log"
	cdppage "github.com/chromedp/cdproto/page"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"

	"github.com/sourced-dev/sourced"
)

// The browser test's answer: one claim of each verdict and a script
// payload that must show as text. Its source opens with characters outside
// the Basic Multilingual Plane, which JavaScript counts as two code units,
// so that evidence offsets in code points are put to the test.
const (
	browserAnswer = "Revenue rose 8% in 2023. Acme employs 12,000 people. " +
		"Acme is the best company in the world. <script>alert(1)</script>"
	browserSource = "Résumé 😀🚀 of the year. Notes 𝒳 on the weather. The office moved to a new building. " +
		"Staff enjoyed the new café ☕. The garden was replanted. Parking was expanded. " +
		"In 2023, revenue rose 8%. Acme employs 9,000 people worldwide."
	payload = "<script>alert(1)</script>"
)

// startBrowser starts headless Chromium and returns a context for a tab.
// The test fails, not skips, without Chromium, unless -short is given.
func startBrowser(t *testing.T) context.Context {
	t.Helper()
	path, err := exec.LookPath("chromium")
	if err != nil {
		if testing.Short() {
			t.Skip("chromium is not installed; the browser test is skipped with -short")
		}
		t.Fatal("chromium is not installed: the browser test needs it (Debian: apt-get install -y chromium); -short skips it")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1280, 1000),
	)
	// Chromium now and then dies as it starts on a busy machine, before
	// it has loaded a page: it is started here, up to three times, so that
	// such a crash is not taken for a fault of the page.
	for range 3 {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		ctx, cancelAlloc := chromedp.NewExecAllocator(ctx, append(opts, chromedp.UserDataDir(t.TempDir()))...)
		ctx, cancelTab := chromedp.NewContext(ctx)
		if err = chromedp.Do(ctx); err == nil {
			t.Cleanup(cancel)
			t.Cleanup(cancelAlloc)
			t.Cleanup(cancelTab)
			return ctx
		}
		t.Logf("starting chromium: %v", err)
		cancelTab()
		cancelAlloc()
		cancel()
	}
	t.Fatalf("chromium did not start three times: %v", err)
	return nil
}

// startServer serves New(cfg) on a free loopback port, with the
// timeouts `sourced serve` uses, and returns its base URL.
func startServer(t *testing.T, cfg Config) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := NewHTTPServer(ln.Addr().String(), New(cfg))
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String()
}

// pageEvents records what the page does behind the test's back: dialogs
// (an alert would mean the payload ran), exceptions and console errors
// (a Content-Security-Policy violation is one).
type pageEvents struct {
	mu       sync.Mutex
	dialogs  []string
	problems []string
}

func (p *pageEvents) listen(t *testing.T, ctx context.Context) {
	t.Helper()
	err := chromedp.Listen(ctx, func(ev any) {
		p.mu.Lock()
		defer p.mu.Unlock()
		switch ev := ev.(type) {
		case *cdppage.EventJavascriptDialogOpening:
			p.dialogs = append(p.dialogs, ev.Message)
			go chromedp.Call(ctx, cdppage.HandleJavaScriptDialog, cdppage.HandleJavaScriptDialogParams{Accept: true})
		case *cdpruntime.EventExceptionThrown:
			p.problems = append(p.problems, "exception: "+ev.ExceptionDetails.Text)
		case *log.EventEntryAdded:
			if ev.Entry.Level == log.EntryLevelError {
				p.problems = append(p.problems, "console: "+ev.Entry.Text+" "+ev.Entry.URL)
			}
		}
	})
	if err != nil {
		t.Fatalf("starting the browser: %v", err)
	}
}

func (p *pageEvents) check(t *testing.T) {
	t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.dialogs) > 0 {
		t.Errorf("the page opened dialogs %q: user input ran as script", p.dialogs)
	}
	for _, msg := range p.problems {
		t.Errorf("the page reported %s", msg)
	}
}

// TestBrowser drives the page in headless Chromium: paste, submit, read the
// verdicts, click a claim, see its evidence highlighted.
func TestBrowser(t *testing.T) {
	ctx := startBrowser(t)
	base := startServer(t, Config{})
	var events pageEvents
	events.listen(t, ctx)

	report := sourced.Check(browserAnswer, browserSource, "A second source, unrelated.")
	var want []string
	for _, c := range report.Claims {
		want = append(want, "claim "+string(c.Verdict))
	}
	// The claims with evidence; their passages overlap.
	var withEvidence []int
	for i, c := range report.Claims {
		if len(c.Evidence) > 0 {
			withEvidence = append(withEvidence, i)
		}
	}
	if len(withEvidence) < 2 {
		t.Fatalf("the test answer should have two claims with evidence: %+v", report)
	}

	steps(t, ctx,
		command(log.Enable, cdp.Empty{}),
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(chromedp.ID("output")),
		chromedp.SetValue(chromedp.ID("output"), browserAnswer),
		chromedp.SetValue(chromedp.ID("sources"), browserSource+"\n---\nA second source, unrelated."),
		chromedp.Click(chromedp.CSS(`button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.ID("counts")),
	)
	classes := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("li.claim")).map(li => li.className)`)
	answerText := eval[string](t, ctx, `document.querySelector(".claims").textContent`)
	scripts := eval[int](t, ctx, `document.querySelectorAll("main script").length`)
	copyHidden := eval[bool](t, ctx, `document.getElementById("copy-json").hidden`)
	groundedBorder := eval[string](t, ctx, `getComputedStyle(document.querySelector("li.claim.grounded")).borderLeftColor`)
	reportJSON := eval[string](t, ctx, `document.getElementById("report-json").textContent`)
	// "Copy JSON" puts that same JSON on the clipboard.
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.CallBrowser(ctx, browser.SetPermission, browser.SetPermissionParams{
			Permission: &browser.PermissionDescriptor{Name: name}, Setting: browser.PermissionSettingGranted, Origin: base,
		}); err != nil {
			t.Fatalf("granting %s: %v", name, err)
		}
	}
	steps(t, ctx, chromedp.Click(chromedp.ID("copy-json")))
	// The copy is asynchronous: wait for the button to say how it went.
	label, err := chromedp.Run(ctx, chromedp.Evaluate[string](`new Promise((done) => {
		const button = document.getElementById("copy-json");
		const wait = () => button.textContent === "Copy JSON" ? setTimeout(wait, 20) : done(button.textContent);
		wait();
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("waiting for the copy: %v", err)
	}
	if label != "Copied" {
		t.Errorf("after the copy the button reads %q, want Copied", label)
	}
	copied, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("reading the clipboard: %v", err)
	}
	if copied != reportJSON {
		t.Errorf("Copy JSON copied %q, want the JSON report", copied)
	}

	before := screenshot(t, ctx)
	var after []byte
	for _, i := range withEvidence {
		id := "claim-" + strconv.Itoa(i+1)
		steps(t, ctx,
			chromedp.Click(chromedp.CSS("#"+id+" a.claim-text")),
			chromedp.WaitVisible(chromedp.CSS("mark.highlight")),
		)
		highlighted := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("mark.highlight")).map(m => m.textContent)`)
		if got, want := strings.Join(highlighted, ""), report.Claims[i].Evidence[0].Text; got != want {
			t.Errorf("after a click on %s, highlighted %q, want its evidence %q", id, got, want)
		}
		active := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("li.claim.active")).map(li => li.id)`)
		if !cmp.Equal(active, []string{id}) {
			t.Errorf("after a click on %s, active claims %q, want only it", id, active)
		}
		if after == nil {
			after = screenshot(t, ctx)
		}
	}

	if diff := cmp.Diff(want, classes); diff != "" {
		t.Errorf("claim classes in the DOM differ from the report's verdicts (-want +got):\n%s", diff)
	}
	if !strings.Contains(answerText, payload) {
		t.Errorf("the answer pane does not show %s as text:\n%s", payload, answerText)
	}
	if scripts != 0 {
		t.Errorf("the page holds %d script elements in main, want 0", scripts)
	}
	if copyHidden {
		t.Error(`"Copy JSON" is still hidden: page.js did not run`)
	}
	if diff := cmp.Diff(wantJSON(t, browserAnswer, browserSource, "A second source, unrelated."), reportJSON); diff != "" {
		t.Errorf("the JSON that Copy JSON copies differs from the check --json report (-want +got):\n%s", diff)
	}
	if groundedBorder != "rgb(26, 127, 55)" {
		t.Errorf("a grounded claim's border is %q, want rgb(26, 127, 55): style.css did not apply", groundedBorder)
	}
	events.check(t)
	saveScreenshot(t, "page.png", before)
	saveScreenshot(t, "page-evidence.png", after)
}

// TestBrowserWithoutJavaScript: with scripts off, the form still posts and
// is checked on the server, and a claim is a link to its evidence, which
// the stylesheet marks once it is the target.
func TestBrowserWithoutJavaScript(t *testing.T) {
	ctx := startBrowser(t)
	base := startServer(t, Config{})
	const output = "Revenue rose 8% in 2023."
	report := sourced.Check(output, browserSource)
	if len(report.Claims) != 1 || len(report.Claims[0].Evidence) == 0 {
		t.Fatalf("the test claim should have evidence: %+v", report)
	}

	steps(t, ctx,
		command(emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}),
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(chromedp.ID("output")),
		chromedp.SendKeys(chromedp.ID("output"), output),
		chromedp.SetValue(chromedp.ID("sources"), browserSource),
		chromedp.Click(chromedp.CSS(`button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.ID("counts")),
	)
	class := eval[string](t, ctx, `document.querySelector("li.claim").className`)
	copyHidden := eval[bool](t, ctx, `document.getElementById("copy-json").hidden`)
	steps(t, ctx, chromedp.Click(chromedp.CSS(`li.claim a.claim-text`)))
	hash := eval[string](t, ctx, `location.hash`)
	background := eval[string](t, ctx, `getComputedStyle(document.querySelector(".anchor:target + mark")).backgroundColor`)
	targetText := eval[string](t, ctx, `document.querySelector(".anchor:target + mark").textContent`)
	if want := "claim " + string(report.Claims[0].Verdict); class != want {
		t.Errorf("claim class %q, want %q", class, want)
	}
	if !copyHidden {
		t.Error(`"Copy JSON" is shown: scripts were not off, the test proves nothing`)
	}
	if hash != "#ev-1" {
		t.Errorf("after the click the page is at %q, want #ev-1", hash)
	}
	if background != "rgb(255, 211, 61)" {
		t.Errorf("the target passage's background is %q, want the highlight rgb(255, 211, 61)", background)
	}
	if want := report.Claims[0].Evidence[0].Text; targetText != want {
		t.Errorf("the target passage is %q, want %q", targetText, want)
	}
}

// steps runs browser actions in order, failing the test at the first error.
func steps(t *testing.T, ctx context.Context, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("driving the page: %v", err)
	}
}

// eval evaluates a JavaScript expression in the page (DevTools may, even
// when the page's own scripts are off).
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// command is an action that sends one DevTools protocol command.
func command[P, R any](cmd cdp.Command[P, R], params P) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, cmd, params)
		return err
	})
}

// screenshot captures the whole page as a PNG (quality 100 is PNG).
func screenshot(t *testing.T, ctx context.Context) []byte {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("taking a screenshot: %v", err)
	}
	return png
}

// saveScreenshot writes a PNG into the test's artifact directory (kept
// with go test -artifacts -outputdir DIR).
func saveScreenshot(t *testing.T, name string, png []byte) {
	t.Helper()
	if len(png) == 0 {
		t.Errorf("screenshot %s is empty", name)
		return
	}
	path := filepath.Join(t.ArtifactDir(), name)
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}

// TestBrowserCiteTab drives the Citations tab: the text is posted, and
// each claim shows its citation and the work it resolved to, markup in
// them shown as text, a retraction in the contradicted colour.
func TestBrowserCiteTab(t *testing.T) {
	ctx := startBrowser(t)
	var events pageEvents
	events.listen(t, ctx)
	report := citedReport()
	base := startServer(t, Config{Citer: fakeCiter{report: report}})

	steps(t, ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(chromedp.CSS(`a[href="/cite"]`)),
		chromedp.Click(chromedp.CSS(`a[href="/cite"]`)),
		chromedp.WaitVisible(chromedp.ID("text")),
		chromedp.SendKeys(chromedp.ID("text"), "Growth was quantified [1]."),
		chromedp.Click(chromedp.CSS(`button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.ID("counts")),
	)
	works := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("li.claim dl.cited dd.work")).map(e => e.textContent.replace(/\s+/g, " ").trim())`)
	cites := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("li.claim dl.cited cite")).map(e => e.textContent)`)
	markup := eval[int](t, ctx, `document.querySelectorAll("dl.cited i, dl.cited b").length`)
	colour := eval[string](t, ctx, `getComputedStyle(document.querySelector("dl.cited .retracted")).color`)
	saveScreenshot(t, "cite.png", screenshot(t, ctx))

	if len(works) != len(report.Claims) {
		t.Fatalf("%d claims show a work line, want %d: %q", len(works), len(report.Claims), works)
	}
	if want := []string{report.Claims[0].Work.Title, report.Claims[1].Work.Title}; !cmp.Equal(cites, want) {
		t.Errorf("work titles %q, want %q", cites, want)
	}
	if !strings.Contains(works[1], "retracted") || works[2] != "resolves to no work" {
		t.Errorf("work lines %q: want the second marked retracted, the third resolving to none", works)
	}
	if markup != 0 {
		t.Errorf("%d elements made of the citations' markup, want none", markup)
	}
	if colour != "rgb(207, 34, 46)" {
		t.Errorf("the retraction is in %s, want the contradicted colour rgb(207, 34, 46)", colour)
	}
	events.check(t)
}

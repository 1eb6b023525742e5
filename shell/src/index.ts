// An async boundary: module federation negotiates the shared singletons before the app starts.
import('./bootstrap.tsx');
// The schemas every signed-in page waits for (the guard reads the user's info with them, and the areas'
// addresses in remotes.json are checked with them) take some 60 ms to evaluate: fetched beside the app's
// own code and evaluated as soon as they arrive, not once the app has started and first asks for them.
void import('@bc/api');

// The browser tests run under Mocha inside @web/test-runner, which provides describe/it/before… as
// globals (the Node-side tests import them from vitest instead).
/// <reference types="mocha" />

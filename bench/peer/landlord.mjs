// Runs the published peer, @mtgoncurve/landlord (Rust compiled to
// WebAssembly), on a castability study in plain Node 20, and prints one line:
// "landlord GAMES SECONDS GAMES_PER_SECOND".
//
// Usage: node landlord.mjs GAMES DECKLIST (the decklist with "\n" for newlines)
// setup.sh beside it installs the package into ./pkg first.
//
// The package targets bundlers: its glue (landlord.js) imports the wasm
// module by name. setup.sh rewrites that import into a setter, and this file
// instantiates the module itself and hands it over; the glue also reads
// self.crypto, which Node has as globalThis.crypto.
import fs from "node:fs";

globalThis.self = globalThis;
const here = new URL(".", import.meta.url);
const glue = await import(new URL("glue.mjs", here));
const wasm = new WebAssembly.Module(fs.readFileSync(new URL("pkg/package/landlord_bg.wasm", here)));
glue.__setWasm(new WebAssembly.Instance(wasm, { "./landlord.js": glue }).exports);

const games = Number(process.argv[2]);
const code = (process.argv[3] || "").replace(/\\n/g, "\n");
if (!(games > 0) || code === "") {
  console.error("usage: node landlord.mjs GAMES DECKLIST");
  process.exit(2);
}
// The study of the issue: on the play, London mulligans of hands with 0, 1,
// 6 or 7 lands, down to 5 cards.
const input = { code, runs: games, on_the_play: true, mulligan_down_to: 5, mulligan_on_lands: [0, 1, 6, 7], acceptable_hand_list: [] };
const t0 = performance.now();
const out = glue.mtgoncurve_run(input);
const seconds = (performance.now() - t0) / 1000;
if (typeof out === "string") {
  console.error(`landlord: ${out}`);
  process.exit(1);
}
console.log(`landlord ${games} ${seconds.toFixed(3)} ${Math.round(games / seconds)}`);

#!/usr/bin/env node
// A template for an mtg-conformance engine adapter in Node.js (no dependencies).
//
// The harness starts this process once (`--engine cmd:"node adapter.js"`), writes one JSON request per line
// on stdin and reads one JSON response per line on stdout; every response echoes its request's `id`.
// The contract is schemas/protocol.schema.json; docs/adapters.md walks through one complete exchange.
//
// Out of the box it answers `hello`, loads any board, and answers `unsupported` to everything else, so
// every scenario is reported `unsupported`. Wire your engine in by adding handlers to ACTIONS and QUERIES:
// the kinds you add are advertised in `hello`, and only those are ever sent.
"use strict";

const readline = require("node:readline");

const PROTOCOL = 1;

// action kind -> function(game, action) returning {ok: true} or {ok: false, illegal: "reason", rule: "302.6"} (rule: optional CR number)
// e.g. activate: (game, a) => engine.activate(game, a.player, a.object, a.ability) ? {ok: true} : {ok: false, illegal: "..."}
const ACTIONS = {};

// query kind -> function(game, query) returning the value ($defs/answers/<kind> in the schema)
// e.g. tapped: (game, q) => engine.find(game, q.object).tapped
const QUERIES = {};

let game = null; // what `load` set up; replace with your engine's game object
let stopping = false; // set by `stop`: answer it, then exit

class Unsupported extends Error {}

function hello() {
  return {
    name: "node-adapter-template",
    version: "0.1.0",
    protocol: PROTOCOL,
    capabilities: { actions: Object.keys(ACTIONS).sort(), queries: Object.keys(QUERIES).sort() },
    cards: [], // the card names your engine knows (informational)
  };
}

function load(board) {
  // Build your engine's game from the board (schemas/board.schema.json). For a card your engine doesn't
  // know, throw new Unsupported(`card '${name}'`): the scenario is then `unsupported`, not `error`.
  game = { board };
  return { ok: true };
}

function perform(action) {
  const handler = ACTIONS[action.kind];
  if (!handler) throw new Unsupported(`action '${action.kind}'`);
  return handler(game, action);
}

function observe(query) {
  const handler = QUERIES[query.kind];
  if (!handler) throw new Unsupported(`query '${query.kind}'`);
  return { value: handler(game, query) };
}

const HANDLERS = {
  hello: (r) => (r.protocol === PROTOCOL ? hello() : { error: `this adapter speaks protocol ${PROTOCOL}` }),
  load: (r) => load(r.board),
  perform: (r) => perform(r.action),
  observe: (r) => observe(r.query),
  stop: () => {
    stopping = true;
    return { ok: true };
  },
};

function answer(line) {
  let request;
  try {
    request = JSON.parse(line);
  } catch (err) {
    return { id: null, error: `not JSON: ${err.message}` };
  }
  const handler = HANDLERS[request.request];
  if (!handler) return { id: request.id, unsupported: `request '${request.request}'` };
  try {
    return { id: request.id, ...handler(request) };
  } catch (err) {
    if (err instanceof Unsupported) return { id: request.id, unsupported: err.message };
    console.error(err.stack); // stderr is free for logs; stdout carries only protocol lines
    return { id: request.id, error: `${err.name}: ${err.message}` };
  }
}

const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
input.on("line", (line) => {
  if (!line.trim()) return;
  process.stdout.write(JSON.stringify(answer(line)) + "\n");
  if (stopping) {
    input.close();
    process.stdin.destroy(); // nothing left to wait for: node exits once stdout is flushed
  }
});

// Independent reader check: nodejs-polars (Rust Arrow and Parquet readers,
// not arrow-go) reads simrun's Arrow IPC files and their Parquet copies, and
// what it sees must agree with what `simrun inspect --csv` prints for the
// Arrow file.
//
// Usage: node check.mjs RESULTS_DIR [SIMRUN_BINARY]
//   SIMRUN_BINARY defaults to $SIMRUN, then to "simrun" on PATH.
//
// For each of castability.arrow, turns.arrow, sides.arrow and games.arrow in
// RESULTS_DIR, and for the .parquet copy beside each when the run wrote them
// (--parquet), it checks:
//   - the row counts are equal;
//   - the column names are equal and in the same order;
//   - for every integer column (and every list-of-integer column, over all its
//     elements) the sum computed by polars equals the sum of the CSV's numbers,
//     nulls skipped, in exact (BigInt) arithmetic; and the null counts agree;
//   - for every boolean column, the number of true values;
//   - spot values: the first row's deck (and card, where there is one) and
//     the last row's deck;
//   - every cell, row by row (strings exact, lists as space-separated numbers,
//     nulls as empty fields), reporting the first few differing cells.
// A Parquet copy is read a second time by DuckDB (a reader built on neither
// Arrow nor Polars), whose row count, integer and list sums and true counts
// must equal the CSV's too.
// It prints one line per file and exits 1 on any mismatch (2 on bad usage).
//
// It installs nothing: run.sh beside it runs `npm ci` first.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import pl from "nodejs-polars";

const FILES = ["castability.arrow", "turns.arrow", "sides.arrow", "games.arrow"];
const MAX_CELL_REPORTS = 5;

function usage(msg) {
  if (msg) console.error(`check.mjs: ${msg}`);
  console.error("usage: node check.mjs RESULTS_DIR [SIMRUN_BINARY]");
  process.exit(2);
}

const [dir, simrunArg] = process.argv.slice(2);
if (!dir || process.argv.length > 4) usage();
if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) usage(`${dir}: not a folder`);
const simrun = simrunArg || process.env.SIMRUN || "simrun";

// parseCSV parses RFC 4180 CSV (quoted fields may hold commas, quotes as "",
// and newlines; lines end in \n or \r\n) into an array of records.
function parseCSV(text) {
  const records = [];
  let record = [];
  let field = "";
  let i = 0;
  let quoted = false;
  let fieldStarted = false;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else {
          quoted = false;
          i++;
        }
      } else {
        field += c;
        i++;
      }
      continue;
    }
    if (c === '"' && field === "") {
      quoted = true;
      fieldStarted = true;
      i++;
    } else if (c === ",") {
      record.push(field);
      field = "";
      fieldStarted = false;
      i++;
    } else if (c === "\n" || c === "\r") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      fieldStarted = false;
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += c;
      fieldStarted = true;
      i++;
    }
  }
  if (quoted) throw new Error("unterminated quoted field at end of CSV");
  if (fieldStarted || field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

function runInspect(file) {
  const r = spawnSync(simrun, ["inspect", "--csv", file], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  if (r.error) throw new Error(`cannot run ${simrun}: ${r.error.message}`);
  if (r.status !== 0) {
    throw new Error(
      `${simrun} inspect --csv ${file} exited ${r.status ?? r.signal}: ${r.stderr.trim()}`,
    );
  }
  return parseCSV(r.stdout);
}

// kindOf sorts a polars dtype into how the check compares it.
const INT_TYPES = new Set(["Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"]);
const FLOAT_TYPES = new Set(["Float32", "Float64"]);
const STRING_TYPES = new Set(["Utf8", "String", "Categorical", "Enum"]);
function kindOf(dt) {
  const v = dt.variant;
  if (INT_TYPES.has(v)) return "int";
  if (FLOAT_TYPES.has(v)) return "float";
  if (v === "Bool") return "bool";
  if (STRING_TYPES.has(v)) return "string";
  if (v === "List" || v === "FixedSizeList") {
    // DataType.inner is an array here ([DataType(UInt8)]) but a DataType in
    // some nodejs-polars versions.
    const innerType = Array.isArray(dt.inner) ? dt.inner[0] : dt.inner;
    const inner = innerType?.variant;
    if (INT_TYPES.has(inner)) return "intlist";
    if (FLOAT_TYPES.has(inner)) return "floatlist";
  }
  return "other";
}

// polarsSum returns the exact sum polars computes for an integer or
// list-of-integer column, as a BigInt (the sum travels as a decimal string so
// no JavaScript number rounds it). Nulls are skipped by polars' sum.
function polarsSum(df, name, kind) {
  let e = pl.col(name);
  if (kind === "intlist") e = e.explode();
  e = e.cast(pl.Int64).sum().cast(pl.Utf8).alias("s");
  const v = df.select(e).getColumn("s").get(0);
  return v == null ? 0n : BigInt(v);
}

function csvInt(s, where) {
  if (!/^[+-]?\d+$/.test(s)) throw new Error(`${where}: ${JSON.stringify(s)} is not an integer`);
  return BigInt(s);
}

function csvBool(s) {
  const t = s.trim().toLowerCase();
  if (t === "true" || t === "1") return true;
  if (t === "false" || t === "0") return false;
  return undefined;
}

// render gives a polars value in the CSV's conventions, for cell comparison.
function render(v) {
  if (v === null || v === undefined) return "";
  if (Array.isArray(v)) return v.map(render).join(" ");
  return String(v);
}

function cellsEqual(kind, pv, cv) {
  switch (kind) {
    case "bool":
      return pv === null || pv === undefined ? cv === "" : csvBool(cv) === pv;
    case "intlist":
    case "floatlist":
      return render(pv) === cv.trim().split(/\s+/).filter(Boolean).join(" ");
    case "int":
      return pv === null || pv === undefined
        ? cv === ""
        : /^[+-]?\d+$/.test(cv) && BigInt(cv) === BigInt(pv);
    case "float": {
      if (pv === null || pv === undefined) return cv === "";
      const x = Number(cv);
      return x === pv || Math.abs(x - pv) <= 1e-9 * Math.max(1, Math.abs(pv));
    }
    default:
      return render(pv) === cv;
  }
}

// checkFile compares what polars reads from file (Arrow IPC, or Parquet for
// a .parquet name) with the CSV of the Arrow file arrowFile.
function checkFile(file, arrowFile) {
  const problems = [];
  let df;
  try {
    const data = fs.readFileSync(file);
    df = file.endsWith(".parquet") ? pl.readParquet(data) : pl.readIPC(data);
  } catch (err) {
    throw new Error(`nodejs-polars cannot read it: ${err.message}`);
  }
  const records = runInspect(arrowFile);
  if (records.length === 0) return { problems: ["inspect --csv printed nothing (no header line)"] };
  const header = records[0];
  const rows = records.slice(1);

  // Row count and column names, in order.
  if (df.height !== rows.length) {
    problems.push(`row count: polars ${df.height}, CSV ${rows.length}`);
  }
  const pcols = df.columns;
  if (pcols.length !== header.length || pcols.some((c, i) => c !== header[i])) {
    problems.push(`columns: polars [${pcols.join(", ")}], CSV [${header.join(", ")}]`);
  }
  for (const [i, r] of rows.entries()) {
    if (r.length !== header.length) {
      problems.push(`CSV line ${i + 2} has ${r.length} fields, the header ${header.length}`);
      break;
    }
  }
  if (problems.length > 0) return { problems, df, header, rows };

  const schema = df.schema;
  const counts = { int: 0, intlist: 0, bool: 0, string: 0, other: 0 };
  const sums = []; // [column, kind, the CSV's sum or true count], for DuckDB
  for (const [ci, name] of pcols.entries()) {
    const kind = kindOf(schema[name]);
    counts[kind in counts ? kind : "other"]++;
    const series = df.getColumn(name);
    const where = `${name} (${schema[name]})`;

    if (kind === "int" || kind === "intlist") {
      let csvSum = 0n;
      let csvNulls = 0;
      for (const [ri, r] of rows.entries()) {
        const f = r[ci];
        if (kind === "int") {
          if (f === "") csvNulls++;
          else csvSum += csvInt(f, `${where} row ${ri}`);
        } else {
          for (const x of f.trim().split(/\s+/)) if (x !== "") csvSum += csvInt(x, `${where} row ${ri}`);
        }
      }
      const pSum = polarsSum(df, name, kind);
      if (pSum !== csvSum) problems.push(`${where}: sum polars ${pSum}, CSV ${csvSum}`);
      sums.push([name, kind, csvSum]);
      if (kind === "int" && series.nullCount() !== csvNulls) {
        problems.push(`${where}: nulls polars ${series.nullCount()}, CSV ${csvNulls} empty fields`);
      }
    } else if (kind === "bool") {
      const pTrue = df.select(pl.col(name).cast(pl.Int64).sum().alias("s")).getColumn("s").get(0) ?? 0;
      let cTrue = 0;
      for (const r of rows) if (csvBool(r[ci]) === true) cTrue++;
      if (Number(pTrue) !== cTrue) problems.push(`${where}: true values polars ${pTrue}, CSV ${cTrue}`);
      sums.push([name, kind, BigInt(cTrue)]);
    }

    // Every cell, in row order.
    const values = series.toArray();
    let bad = 0;
    for (let ri = 0; ri < rows.length; ri++) {
      if (!cellsEqual(kind, values[ri], rows[ri][ci])) {
        if (bad < MAX_CELL_REPORTS) {
          problems.push(
            `${where} row ${ri}: polars ${JSON.stringify(render(values[ri]))}, CSV ${JSON.stringify(rows[ri][ci])}`,
          );
        }
        bad++;
      }
    }
    if (bad > MAX_CELL_REPORTS) problems.push(`${where}: ${bad} differing cells in all`);
  }

  // Spot values, named in the output line.
  const spots = [];
  const spot = (row, name) => {
    const ci = header.indexOf(name);
    if (ci < 0 || row >= rows.length) return;
    const pv = render(df.getColumn(name).toArray()[row]); // Series.get fails on Categorical
    const cv = rows[row][ci];
    if (pv !== cv) problems.push(`spot ${name}[${row}]: polars ${JSON.stringify(pv)}, CSV ${JSON.stringify(cv)}`);
    spots.push(`${name}[${row}]=${JSON.stringify(pv)}`);
  };
  spot(0, "deck");
  spot(0, "card");
  spot(rows.length - 1, "deck");
  if (rows.length === 0) problems.push("no rows: nothing to compare");

  return { problems, df, header, rows, counts, spots, sums };
}

const duck = await (await DuckDBInstance.create(":memory:")).connect();

// duckCheck reads a Parquet file with DuckDB and compares its row count and
// column sums with the CSV's (res, from checkFile).
async function duckCheck(file, res) {
  const problems = [];
  const from = `read_parquet('${file.replace(/'/g, "''")}')`;
  const one = async (sql) => (await duck.runAndReadAll(sql)).getRows()[0][0];
  const n = await one(`SELECT count(*) FROM ${from}`);
  if (Number(n) !== res.rows.length) problems.push(`DuckDB: ${n} rows, CSV ${res.rows.length}`);
  for (const [name, kind, want] of res.sums) {
    const col = `"${name.replace(/"/g, '""')}"`;
    const expr = { int: `sum(${col})`, intlist: `sum(list_sum(${col}))`, bool: `count(*) FILTER (WHERE ${col})` }[kind];
    const got = await one(`SELECT CAST(${expr} AS VARCHAR) FROM ${from}`);
    if (BigInt(got ?? "0") !== want) problems.push(`DuckDB: ${name} sums to ${got}, CSV ${want}`);
  }
  return problems;
}

let failed = false;
const checks = [];
for (const name of FILES) {
  const file = path.join(dir, name);
  checks.push([file, file]);
  const copy = file.replace(/\.arrow$/, ".parquet");
  if (fs.existsSync(copy)) checks.push([copy, file]);
}
for (const [file, arrowFile] of checks) {
  const name = path.basename(file);
  let res;
  try {
    if (!fs.existsSync(file)) {
      throw new Error(`no such file${name === "games.arrow" ? " (was the run made with --per-game?)" : ""}`);
    }
    res = checkFile(file, arrowFile);
    if (res.problems.length === 0 && file.endsWith(".parquet")) {
      res.problems.push(...(await duckCheck(file, res)));
      res.spots.push("DuckDB agrees");
    }
  } catch (err) {
    // A bug in this script (or a polars API change) shows its stack.
    const detail = err instanceof TypeError || err instanceof ReferenceError ? err.stack : err.message;
    res = { problems: [`error: ${detail}`] };
  }
  if (res.problems.length === 0) {
    const c = res.counts;
    console.log(
      `ok   ${file}: ${res.rows.length} rows x ${res.header.length} columns agree; ` +
        `sums of ${c.int} integer and ${c.intlist} integer-list columns, ${c.bool} bool, ` +
        `${c.string} string columns cell by cell` +
        (c.other > 0 ? `, ${c.other} other columns cell by cell only` : "") +
        `; ${res.spots.join(" ")}`,
    );
  } else {
    failed = true;
    console.log(`FAIL ${file}:`);
    for (const p of res.problems) console.log(`     - ${p}`);
  }
}
if (failed) {
  console.error(`check.mjs: FAILED: nodejs-polars (or DuckDB) and \`${simrun} inspect --csv\` disagree on ${dir} (details above)`);
  process.exit(1);
}

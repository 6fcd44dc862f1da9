import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags";

const command = `node ${SERVER_NODE_FLAGS.join(" ")} build/server/index.js`;

describe("the server's heap flags", () => {
  it("are the ones npm start and the systemd unit run the server with", () => {
    const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(command);
    const unit = fs.readFileSync("deploy/systemd/groupe-site@.service", "utf8");
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/${command.replace(/[.]/g, "\\.")}$`, "m"));
  });
});

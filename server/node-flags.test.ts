import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags";

const command = `node ${SERVER_NODE_FLAGS.join(" ")} build/server/index.js`;

describe("the server's heap flags", () => {
  it("are the ones the systemd unit runs the server with", () => {
    const unit = fs.readFileSync("deploy/systemd/groupe-site@.service", "utf8");
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/${command.replace(/[.]/g, "\\.")}$`, "m"));
  });
});

import express, { type RequestHandler } from "express";
import type { Logger } from "./logger";

/** Every form here is far smaller; the contact message is the largest (a few KB). */
export const MAX_BODY_BYTES = 256 * 1024;

/** The methods a browser's forms and links use. Others (PUT, DELETE, TRACE...) are refused. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
const SAFE_METHODS = new Set(["GET", "HEAD"]);

function refuse(res: Parameters<RequestHandler>[1], status: number, text: string) {
  res.status(status).type("text/plain; charset=utf-8").send(text);
}

/**
 * A Host header that is not a host name with an optional port ("a b", "[::1", "%",
 * "localhost:99999", empty) cannot make a URL: answer 400 here rather than fail later.
 */
export const validHost: RequestHandler = (req, res, next) => {
  if (!isValidHost(req.headers.host)) return refuse(res, 400, "Bad Request: invalid Host header");
  next();
};

/**
 * A request target in absolute form (`GET http://host/about HTTP/1.1`, which HTTP/1.1 servers
 * must accept) is turned into its path and query, the form every handler after this expects;
 * one that is not a URL is refused. The Host header, already checked, stays what names the site.
 */
export const originFormTarget: RequestHandler = (req, res, next) => {
  if (req.url.startsWith("/")) return next();
  let target: URL;
  try {
    target = new URL(req.url);
  } catch {
    return refuse(res, 400, "Bad Request: invalid request target");
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") {
    return refuse(res, 400, "Bad Request: invalid request target");
  }
  req.url = `${target.pathname}${target.search}`;
  // Express copied the target before any middleware ran; the handlers build URLs from it.
  req.originalUrl = req.url;
  next();
};

export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 255 || !/^[\x21-\x7e]+$/.test(host)) return false;
  try {
    const url = new URL(`http://${host}`);
    return (
      url.pathname === "/" &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash &&
      !host.includes("/")
    );
  } catch {
    return false;
  }
}

/** 405 with `Allow` for methods no page uses: PUT or DELETE must not reach an action. */
export const allowedMethods: RequestHandler = (req, res, next) => {
  if (ALLOWED_METHODS.has(req.method)) return next();
  res.setHeader("Allow", [...ALLOWED_METHODS].join(", "));
  refuse(res, 405, "Method Not Allowed");
};

/**
 * Cross-site form posts are refused before any route sees them, resource routes included.
 * Browsers send `Origin` with every POST; older ones at least `Sec-Fetch-Site`. A request with
 * neither comes from a program, not a visitor's browser, and carries no ambient cookies to
 * abuse. `exempt` lists path prefixes that other servers post to (payment webhooks).
 */
export function sameOriginPosts({
  siteUrl,
  logger,
  exempt = [],
}: {
  siteUrl: string;
  logger: Pick<Logger, "warn">;
  exempt?: string[];
}): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || exempt.some((prefix) => req.path.startsWith(prefix))) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const allowed =
      origin !== undefined
        ? origin === siteOrigin || origin === ownOrigin
        : fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
    if (allowed) return next();
    logger.warn(
      {
        event: "security.cross_origin_post",
        method: req.method,
        path: req.path,
        origin: origin ?? null,
        fetchSite: fetchSite ?? null,
      },
      "cross-origin post refused",
    );
    refuse(
      res,
      403,
      "Forbidden: this form was posted from another site. / Formulaire envoyé depuis un autre site : refusé.",
    );
  };
}

/**
 * Reads the body into a Buffer while counting: past `limit` bytes the read stops and the
 * request gets 413, whether it declared a Content-Length or came chunked. Compressed request
 * bodies are refused (415) rather than inflated into something far larger.
 */
export function bodyLimit(limit = MAX_BODY_BYTES): RequestHandler {
  return express.raw({ type: () => true, limit, inflate: false });
}

/** The one command that gives a trial machine live video, as the start log and the live page say it. */
export const JANUS_INSTALL_COMMAND = "sudo apt-get install janus";

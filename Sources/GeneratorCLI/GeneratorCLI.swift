// Argument parsing, config, writing, check and diff live here.

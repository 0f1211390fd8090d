import GeneratorCLI

// Placeholder until the CLI lands.

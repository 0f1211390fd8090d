// The Mustache engine lives here.

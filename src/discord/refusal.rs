//! What Discord answered when it refused a request: the HTTP status and Discord's JSON
//! error code (API reference, "JSON Error Codes").

use poise::serenity_prelude as serenity;

/// Operation cannot be performed on an archived thread.
pub(crate) const ARCHIVED_THREAD: isize = 50083;
/// Missing Access: the bot cannot see the channel (a private thread it is not in).
pub(crate) const MISSING_ACCESS: isize = 50001;
/// Missing Permissions: the bot lacks a permission in the channel.
pub(crate) const MISSING_PERMISSIONS: isize = 50013;
/// Unknown Guild.
pub(crate) const UNKNOWN_GUILD: isize = 10004;
/// Unknown Member.
pub(crate) const UNKNOWN_MEMBER: isize = 10007;

/// A refusal's HTTP status and JSON error code; `None` for an error that is not Discord's
/// answer (a connection that failed, a body that did not parse).
pub(crate) fn refusal(error: &serenity::Error) -> Option<(u16, isize)> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some((response.status_code.as_u16(), response.error.code))
        }
        _ => None,
    }
}

/// Whether `error` is Discord's refusal with JSON error code `code`.
pub(crate) fn is(error: &serenity::Error, code: isize) -> bool {
    refusal(error).is_some_and(|(_, c)| c == code)
}
